// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { studioBrandEn } from '@/i18n/locales/studio-brand-en';
import { studioBrandTy } from '@/i18n/locales/studio-brand-ty';
import { contrastFixes, FONT_STACKS, themeValues, withColor, withFont } from '@/studio/theme-model';
import { hostNames, merchantsList, newMerchantFiles, newMerchantProblems } from '@/studio/new-merchant-model';
import { publishPlan } from '@/studio/publish-plan';

const luckystar = readFileSync('schemas/merchants/luckystar/themes/default.json', 'utf8');
const merchantsText = readFileSync('schemas/merchants.json', 'utf8');
const theme = (text: string) => {
  const values = themeValues(JSON.parse(text));
  if (!values) throw new Error('not a theme');
  return values;
};

describe('the theme editor\'s edits', () => {
  it('sets a colour as #rrggbb and a font from the list, keeping the rest of the file', () => {
    const edited = withColor(luckystar, 'primary', '#3A6DF0');
    expect(theme(edited!).colors['primary']).toBe('#3a6df0');
    expect(edited!.replace('#3a6df0', '#2ee6a8')).toBe(luckystar);
    expect(withColor(luckystar, 'primary', 'blue-ish')).toBeUndefined();
    const georgia = FONT_STACKS.find((font) => font.name.startsWith('Georgia'))!;
    expect(theme(withFont(luckystar, 'heading', georgia.stack)!).fonts).toEqual({ body: "Inter, 'Segoe UI', Roboto, sans-serif", heading: georgia.stack });
  });

  it('offers only fonts the theme schema accepts, none fetched from another host', () => {
    const schema = JSON.parse(readFileSync('schemas/meta/theme.schema.json', 'utf8')) as { properties: { fonts: { properties: { body: { pattern: string } } } } };
    const pattern = new RegExp(schema.properties.fonts.properties.body.pattern);
    expect(FONT_STACKS.filter((font) => !pattern.test(font.stack))).toEqual([]);
    expect(FONT_STACKS.every((font) => /(sans-serif|serif|monospace)$/.test(font.stack))).toBe(true);
  });

  it('groups the contrast findings by the colour to change, with the shade that mends all its pairs', () => {
    // A blue main colour fails as links on the dark surfaces and under its button's dark label: one fix, for it.
    const blue = theme(withColor(luckystar, 'primary', '#3a6df0')!);
    const [fix, ...others] = contrastFixes(blue, 'primary');
    expect(others).toEqual([]);
    expect(fix?.color).toBe('primary');
    expect(fix?.findings.map((finding) => finding.background)).toEqual(['bg', 'surface', 'surfaceRaised', 'primary']);
    expect(contrastFixes(theme(withColor(luckystar, 'primary', fix!.proposed!)!))).toEqual([]);
    // A light panel picked last: the panel is what changes, not every text on it.
    const light = theme(withColor(luckystar, 'surfaceRaised', '#6a7080')!);
    expect(contrastFixes(light, 'surfaceRaised').map((one) => one.color)).toEqual(['surfaceRaised']);
    expect(contrastFixes(light).map((one) => one.color)).toContain('textMuted');
  });

  it('names every colour for operators, in EN and TY', () => {
    for (const name of Object.keys(theme(luckystar).colors)) {
      expect(studioBrandEn).toHaveProperty(`studio_brand_color_${name}`);
      expect(studioBrandTy).toHaveProperty(`studio_brand_color_${name}`);
    }
    expect(Object.keys(studioBrandTy).sort()).toEqual(Object.keys(studioBrandEn).sort());
  });
});

describe('a new merchant', () => {
  const list = merchantsList(JSON.parse(merchantsText))!;
  const form = { id: 'goldenpalace', brandName: 'Golden Palace', hosts: 'GoldenPalace.example.com, www.goldenpalace.example.com', headline: { en: '', ty: '' } };

  it('checks each field: the code, the brand name, host names (another merchant\'s refused), the headline in both languages', () => {
    expect(newMerchantProblems(form, list)).toEqual([]);
    expect(hostNames(form.hosts)).toEqual(['goldenpalace.example.com', 'www.goldenpalace.example.com']);
    const bad = newMerchantProblems({ id: 'Golden Palace', brandName: ' ', hosts: 'https://x.example/path 127.0.0.1', headline: { en: 'Hi', ty: '' } }, list);
    expect(bad.map((problem) => [problem.field, problem.key, problem.params])).toEqual([
      ['id', 'studio_brand_id_pattern', undefined],
      ['brandName', 'studio_brand_name_required', undefined],
      ['hosts', 'studio_brand_host_invalid', { host: 'https://x.example/path' }],
      ['hosts', 'studio_brand_host_taken', { host: '127.0.0.1', merchant: 'luckystar' }],
      ['headline', 'studio_brand_headline_both', undefined],
    ]);
    expect(newMerchantProblems({ ...form, id: 'luckystar' }, list).map((problem) => problem.key)).toEqual(['studio_brand_id_taken']);
    expect(newMerchantProblems({ ...form, hosts: '' }, list).map((problem) => problem.key)).toEqual(['studio_brand_hosts_required']);
  });

  it('writes merchants.json with its hosts, its theme from the one it starts from with its name, and its copy', () => {
    const writes = newMerchantFiles({ ...form, headline: { en: 'Golden nights', ty: 'Gintong gabi' } }, merchantsText, luckystar)!;
    expect(writes.map((write) => write.path)).toEqual(['merchants.json', 'merchants/goldenpalace/themes/default.json', 'merchants/goldenpalace/i18n/en.json', 'merchants/goldenpalace/i18n/ty.json']);
    const [merchants, ownTheme, en] = writes.map((write) => JSON.parse(write.text) as Record<string, unknown>);
    expect(merchants).toMatchObject({ default: 'croupier', hosts: { localhost: 'croupier', 'goldenpalace.example.com': 'goldenpalace' }, merchants: ['croupier', 'luckystar', 'goldenpalace'] });
    expect(ownTheme).toMatchObject({ brandName: 'Golden Palace', id: 'default', colors: theme(luckystar).colors });
    expect(en).toMatchObject({ kind: 'copy', language: 'en', texts: { home_hero_title: 'Golden nights' } });
    expect(newMerchantFiles(form, merchantsText, luckystar)!.map((write) => write.path)).toEqual(['merchants.json', 'merchants/goldenpalace/themes/default.json']);
  });

  it('is published in one publish for all merchants: merchants.json with the new merchant\'s files, not another merchant\'s', () => {
    const files = [...newMerchantFiles(form, merchantsText, luckystar)!, { path: 'merchants/luckystar/menus/header-nav.json', text: '{}' }];
    const plan = publishPlan(files, undefined, list.merchants);
    expect(plan.files.map((file) => [file.send, file.target])).toEqual([['merchants.json', 'merchants.json'], ['merchants/goldenpalace/themes/default.json', 'merchants/goldenpalace/themes/default.json']]);
    expect(plan.skipped).toEqual([{ path: 'merchants/luckystar/menus/header-nav.json', reason: { kind: 'other-merchant', merchant: 'luckystar' } }]);
  });
});
