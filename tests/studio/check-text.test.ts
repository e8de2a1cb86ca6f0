import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkText } from '@/studio/check-text';
import { widgetRegistry } from '@/widgets/registry';

const known = Object.keys(widgetRegistry).sort();
const home = () => JSON.parse(readFileSync('schemas/screens/home.json', 'utf8')) as { body: { id: string; type: string; props?: Record<string, unknown> }[] };

describe('checkText: the editor text checked as the site loads it', () => {
  it('accepts a deployed document', () => {
    expect(checkText(readFileSync('schemas/screens/home.json', 'utf8'), 'screens/home.json', known).ok).toBe(true);
  });

  it('names a prop the widget does not have, with its JSON pointer', () => {
    const document = home();
    document.body[0]!.props = { ...document.body[0]!.props, colour: 'violet' };
    const check = checkText(JSON.stringify(document), 'screens/home.json', known);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems.map((problem) => problem.line)).toContain('screens/home.json#/body/0/props: "colour" is not allowed here (no such property; check its spelling)');
  });

  it('an unknown widget type points at the type and lists the known ones', () => {
    const document = home();
    // body[1] (hero-member) has no fallback node: a node with one may name a type a newer build knows.
    document.body[1]!.type = 'HeroBaner';
    const check = checkText(JSON.stringify(document), 'screens/home.json', known);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    const problem = check.problems.find((found) => found.pointer === '/body/1/type');
    expect(problem?.message).toContain('unknown to this build');
    expect(problem?.message).toContain('HeroBanner');
    expect(problem?.message).toContain('VendorTabs');
  });

  it('says where JSON that does not parse breaks', () => {
    const check = checkText('{"kind": "menu",,}', 'menus/header-nav.json', known);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems[0]?.message).toMatch(/^is not valid JSON/);
    expect(check.problems[0]?.at).toBe(16);
  });

  it('wants the kind the file\'s place allows', () => {
    const check = checkText(readFileSync('schemas/menus/header-nav.json', 'utf8'), 'screens/header-nav.json', known);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems[0]).toMatchObject({ pointer: '/kind', message: 'kind must be "screen"' });
  });
});
