// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { patchLines } from '@/studio/line-diff';
import { fullCopiesIn, publishPlan, suggestedScope } from '@/studio/publish-plan';

const site = { path: 'menus/header-nav.json', text: 'a' };
const copy = { path: 'i18n/ty.json', text: 'b' };
const acme = { path: 'merchants/acme/menus/header-nav.json', text: 'c' };
const merchants = { path: 'merchants.json', text: 'd' };

describe('which edited files a publish sends', () => {
  it('sends the site\'s files for all merchants, and leaves a merchant\'s file to that merchant\'s scope', () => {
    const plan = publishPlan([site, copy, acme], undefined);
    expect(plan.files.map((file) => [file.send, file.target])).toEqual([['menus/header-nav.json', 'menus/header-nav.json'], ['i18n/ty.json', 'i18n/ty.json']]);
    expect(plan.skipped).toEqual([{ path: acme.path, reason: { kind: 'other-merchant', merchant: 'acme' } }]);
  });

  it('for one merchant, sends its own files relative to its folder and the site\'s files as its own copies', () => {
    const plan = publishPlan([site, acme, merchants], 'acme');
    expect(plan.files.map((file) => [file.path, file.send, file.target])).toEqual([
      ['menus/header-nav.json', 'menus/header-nav.json', 'merchants/acme/menus/header-nav.json'],
      ['merchants/acme/menus/header-nav.json', 'menus/header-nav.json', 'merchants/acme/menus/header-nav.json'],
    ]);
    expect(plan.skipped).toEqual([{ path: 'merchants.json', reason: { kind: 'site-only' } }]);
  });

  it('suggests the merchant whose files they all are, else all merchants', () => {
    expect(suggestedScope([acme])).toBe('acme');
    expect(suggestedScope([acme, site])).toBeUndefined();
    expect(suggestedScope([])).toBeUndefined();
  });
});

describe('a publish\'s unified diff, line by line', () => {
  it('keeps each hunk\'s start and its lines, without the file headers', () => {
    const patch = '===================================================================\n--- a/x.json\t4796876\n+++ b/x.json\t39dc8a4\n@@ -3,3 +3,3 @@\n "items": [\n-  "home",\n+  "sports",\n ]\n\\ No newline at end of file\n';
    expect(patchLines(patch)).toEqual([
      { change: 'fold', text: '@@ -3,3 +3,3 @@', line: 3 },
      { change: 'same', text: '"items": [' },
      { change: 'removed', text: '  "home",' },
      { change: 'added', text: '  "sports",' },
      { change: 'same', text: ']' },
    ]);
  });
});

describe('fullCopiesIn (issue 41: no hidden full copies)', () => {
  it('names the shared documents a one-merchant publish would copy whole, not copy files, merchant files or all-merchant publishes', () => {
    const form = { path: 'forms/register.json', text: 'd' };
    expect(fullCopiesIn(publishPlan([site, copy, form, acme], 'acme'))).toEqual(['menus/header-nav.json', 'forms/register.json']);
    expect(fullCopiesIn(publishPlan([site, copy, form], undefined))).toEqual([]);
    expect(fullCopiesIn(publishPlan([copy, acme], 'acme'))).toEqual([]);
  });
});
