import { describe, expect, it } from 'vitest';
import { checkCopyPlace, checkMerchants, collectRunTimeCopy } from '../../scripts/schemas/run-time-documents';
import { buildManifest, sameManifest } from '../../scripts/schemas/manifest-builder';
import type { CopyDocument, MerchantsDocument, SchemaDocument } from '@/schema/types';

const merchants: MerchantsDocument = { kind: 'merchants', schemaVersion: 2, id: 'merchants', default: 'croupier', hosts: { '127.0.0.1': 'luckystar' }, merchants: ['croupier', 'luckystar'] };
const copy = (language: string, texts: Record<string, string>): CopyDocument => ({ kind: 'copy', schemaVersion: 2, id: language, language, texts });

describe('schemas:check on the run-time documents', () => {
  it('accepts merchants.json when every merchant it names, and every merchants/<id>/ folder, is listed', () => {
    expect(checkMerchants(merchants, 'merchants.json', ['merchants/luckystar/menus/header-nav.json', 'screens/home.json'])).toEqual([]);
  });

  it('reports a default, a host\'s merchant or a merchant folder merchants.json does not list', () => {
    const wrong = { ...merchants, default: 'acme', hosts: { 'brand.example': 'zenith' } };
    expect(checkMerchants(wrong, 'merchants.json', ['merchants/other/i18n/en.json']).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/default: default merchant "acme" is not in /merchants',
      '/hosts/brand.example: merchant "zenith" is not in /merchants',
      '/merchants: merchant "other" is not in /merchants (it has a folder merchants/other/)',
    ]);
  });

  it('reports copy whose language is not the one its file name says', () => {
    expect(checkCopyPlace(copy('en', {}), 'merchants/luckystar/i18n/en.json')).toEqual([]);
    expect(checkCopyPlace(copy('en', {}), 'i18n/ty.json')).toEqual([{ document: 'i18n/ty.json', pointer: '/language', message: '"en" does not match the file\'s place (i18n/ty.json)' }]);
  });

  it('counts the site\'s copy for every document and a merchant\'s copy for that merchant\'s documents only', () => {
    const valid = new Map<string, SchemaDocument>([
      ['i18n/en.json', copy('en', { site_key: 'Site' })],
      ['merchants/luckystar/i18n/ty.json', copy('ty', { lucky_key: 'Swerte' })],
    ]);
    const { definedFor } = collectRunTimeCopy(valid);
    expect([...definedFor(undefined).en]).toEqual(['site_key']);
    expect([...definedFor('luckystar').ty]).toEqual(['lucky_key']);
    expect([...definedFor('croupier').ty]).toEqual([]);
  });

  it('takes a hand-edited manifest that lists the same files in another order', () => {
    const files = ['menus/header-nav.json', 'merchants/luckystar/menus/header-nav.json', 'merchants/croupier/menus/header-nav.json'];
    const built = buildManifest(files);
    const handEdited = { ...built, merchants: { luckystar: built.merchants['luckystar'], croupier: built.merchants['croupier'] } };
    expect(sameManifest(JSON.stringify(handEdited), built)).toBe(true);
    expect(sameManifest(JSON.stringify({ ...built, merchants: {} }), built)).toBe(false);
    expect(sameManifest('{ oops', built)).toBe(false);
  });
});
