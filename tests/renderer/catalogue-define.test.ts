import { describe, expect, it } from 'vitest';
import { dated, defineCommand, defineQuery, numericId, page, paged, params, period, text } from '@/renderer/data/catalogue/define';

describe('catalogue entries: run reads the params its JSON Schema declares', () => {
  it('reads the values as the platform call needs them (forms hand over text)', async () => {
    const seen: unknown[] = [];
    const entry = defineQuery({
      description: 'test',
      params: params({ ...page, ...period, level: numericId, keyword: text, images: text, agree: { type: ['boolean', 'string'] } }),
      fields: [],
      run: async (input) => {
        seen.push(paged(input), dated(input), input.number('level'), input.text('keyword'), input.list('images'), input.flag('agree'), input.value('keyword'));
        return { rows: [], facts: {} };
      },
    });
    await entry.run({ pageNo: '2', startDate: '2026-01-01', endDate: '', level: '3', keyword: '', images: '["data:a"]', agree: 'true' });
    expect(seen).toEqual([{ pageNo: 2 }, { startDate: '2026-01-01' }, 3, undefined, ['data:a'], true, '']);
  });

  it('keeps the params schema as written, `required` included, for schemas:check and the studio', () => {
    const entry = defineCommand({ description: 'test', params: params({ contractId: numericId }, ['contractId']), secrets: [], run: async (input) => input.number('contractId') });
    expect(entry.params).toEqual({ type: 'object', properties: { contractId: { type: ['integer', 'string'] } }, required: ['contractId'], additionalProperties: false });
    expect(params({}).required).toEqual([]);
  });

  it('does not compile a run that reads what its schema does not declare, or as what it cannot be (tsc checks the lines marked)', () => {
    const entry = defineQuery({
      description: 'test',
      params: params({ pageNo: page.pageNo, keyword: text }),
      fields: [],
      run: async (input) => {
        // @ts-expect-error `level` is not declared
        input.number('level');
        // @ts-expect-error `keyword` is text, never a number
        input.number('keyword');
        // @ts-expect-error `pageSize` is not declared, so the shared paging reader cannot be handed this entry's params
        paged(input);
        return { rows: [], facts: {} };
      },
    });
    // @ts-expect-error a secret must be a declared param
    defineCommand({ description: 'test', params: params({ password: text }), secrets: ['pasword'], run: async () => undefined });
    // @ts-expect-error only declared params may be required
    params({ kind: text }, ['kinds']);
    expect(Object.keys(entry.params.properties)).toEqual(['pageNo', 'keyword']);
  });
});
