import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { usageOf } from '@/studio/studio-host';

const deployed = (path: string): unknown => JSON.parse(readFileSync(`schemas/${path}`, 'utf8'));

describe("the widget catalogue's examples (first use in a deployed document)", () => {
  const usage = usageOf([deployed('layouts/default.json'), deployed('screens/home.json')]);

  it('a container keeps what it holds, so its example is not an empty box', () => {
    const accountBar = usage.widgets.get('AccountBar');
    expect(accountBar?.id).toBe('visitor-bar');
    expect(accountBar?.props).toEqual({ for: 'visitor' });
    expect(accountBar?.children?.map((child) => child.type)).toContain('Menu');
    expect(usage.widgets.get('SiteHeader')?.children?.length).toBeGreaterThan(0);
  });

  it("leaves out only the example's own condition: it shows in any context, and its children keep theirs", () => {
    expect(usage.widgets.get('AccountBar')).not.toHaveProperty('when');
    const bars = usage.widgets.get('HeaderBar')?.children?.filter((child) => child.type === 'AccountBar') ?? [];
    expect(bars.map((bar) => [bar.id, bar.when])).toEqual([
      ['visitor-bar', { role: 'visitor' }],
      ['member-bar', { auth: true }],
    ]);
  });

  it('a file that does not validate gives no examples', () => {
    expect(usageOf([{ kind: 'screen', schemaVersion: 2, id: 'broken', body: [{ type: 'HeroBanner' }] }]).widgets.size).toBe(0);
  });

  it('a leaf widget is its first use as written', () => {
    expect(usage.widgets.get('HeroBanner')).toMatchObject({ id: 'hero', props: { title: 'home_hero_title' } });
    expect(usage.widgets.get('HeroBanner')).not.toHaveProperty('children');
  });
});
