// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formsShownAtOnce } from '@/renderer/documents/screen-ahead';
import type { SchemaNode } from '@/schema/types';
import { repoSchema } from '../fixtures/fake-schema-sources';
import { widgetTraitsOf } from '@/renderer/registry';
import { widgetLoaders } from '@/widgets/loaders.generated';

const traits = widgetTraitsOf(widgetLoaders);

describe('the forms a screen shows at once (started before its page renders)', () => {
  it("the deposit page's form, and withdraw's two forms; not a row action's form (it opens on a click)", () => {
    expect(formsShownAtOnce((repoSchema('screens/member/depositv2.json') as { body: SchemaNode[] }).body)).toEqual(['forms/deposit']);
    const withdraw = formsShownAtOnce((repoSchema('screens/member/withdraw.json') as { body: SchemaNode[] }).body);
    expect(withdraw).toHaveLength(2);
    expect(withdraw.every((name) => name.startsWith('forms/'))).toBe(true);
  });

  it('a form behind a condition, or under a node that has one, is left for its page to load (it may never show)', () => {
    const nodes: SchemaNode[] = [
      { type: 'ActionForm', id: 'shown', props: { form: 'forms/shown' } },
      { type: 'ActionForm', id: 'members', when: { auth: true }, props: { form: 'forms/members-only' } },
      { type: 'Section', id: 'box', when: { role: 'agent' }, children: [{ type: 'ActionForm', id: 'inner', props: { form: 'forms/agents-only' } }] },
      { type: 'Section', id: 'open', children: [{ type: 'ActionForm', id: 'nested', props: { form: 'forms/nested', title: 'forms are not titles' } }] },
    ];
    expect(formsShownAtOnce(nodes)).toEqual(['forms/shown', 'forms/nested']);
  });

  it("with the widgets' traits, not a form behind a ShowWhen (it waits for the platform's answer): the deposit's, not the wallet's or withdraw's", () => {
    const body = (name: string) => (repoSchema(`screens/member/${name}.json`) as { body: SchemaNode[] }).body;
    expect(formsShownAtOnce(body('depositv2'), traits.rendersAllChildren)).toEqual(['forms/deposit']);
    expect(formsShownAtOnce(body('transferFund'), traits.rendersAllChildren)).toEqual([]);
    expect(formsShownAtOnce(body('withdraw'), traits.rendersAllChildren)).toEqual([]);
    const nodes: SchemaNode[] = [{ type: 'Section', id: 'open', children: [{ type: 'ActionForm', id: 'nested', props: { form: 'forms/nested' } }] }];
    expect(formsShownAtOnce(nodes, traits.rendersAllChildren)).toEqual(['forms/nested']);
  });
});
