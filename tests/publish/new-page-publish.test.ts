// @vitest-environment node
/**
 * Issue 41's "New page", as the publish service takes it: the studio's files for a new page (the new screen, the
 * route, the menu item, the copy) go live in one publish, with the manifest line the service writes and the checks
 * of the whole origin passing; one rollback takes all of it away again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLISHER, serviceInProcess } from './support/in-process';
import { widgetRegistry } from '@/widgets/registry';
import type { WidgetRegistry } from '@/renderer/registry';
import { newPagePlan } from '@/studio/new-page';
import { publishPlan } from '@/studio/publish-plan';
import { textVersion } from '@/studio/text-version';

const registry: WidgetRegistry = widgetRegistry;
const publisher = PUBLISHER;
const running = serviceInProcess('new-page', { requireTy: true });

const origin = (path: string) => readFileSync(join(running.config.originDir, path), 'utf8');

describe('a new page, published from the studio', { timeout: 60_000 }, () => {
  it('goes live in one publish (screen, route, menu item, copy, manifest line) and leaves with one rollback', async () => {
    const documents = Object.keys((JSON.parse(origin('manifest.json')) as { documents: Record<string, string> }).documents);
    const result = newPagePlan({
      path: '/opening-hours',
      title: { en: 'Opening hours', ty: 'Oras ng bukas' },
      layout: 'header-footer',
      sections: ['Heading', 'Text', 'Section'],
      open: true,
      menu: { path: 'menus/header-nav.json', text: origin('menus/header-nav.json') },
      routes: { path: 'routes.json', text: origin('routes.json') },
      copy: { en: { path: 'i18n/en.json', text: origin('i18n/en.json') }, ty: { path: 'i18n/ty.json', text: origin('i18n/ty.json') } },
      documents,
      propsSchema: (type) => registry[type]?.props,
      sectionText: (type, lang) => (lang === 'en' ? `New ${type} text` : `Bagong teksto ng ${type}`),
    });
    if (!result.ok) throw new Error(JSON.stringify(result.problem));
    // The studio sends each file with the version its edit began from: none for the new screen.
    const edited = result.plan.writes.map((write) => ({ ...write, baseText: existsSync(join(running.config.originDir, write.path)) ? origin(write.path) : null }));
    const plan = publishPlan(edited, undefined);
    const before = (await running.service.history())[0]?.id ?? '';
    const published = await running.service.publish(publisher, { message: 'New page: Opening hours', files: plan.files.map((file) => ({ path: file.send, text: file.text, base: file.baseText === null ? null : textVersion(file.baseText) })) });
    if (!published.ok) throw new Error(`${published.message}: ${JSON.stringify(published.problems ?? published.conflicts)}`);
    expect(published.publish.files.map((file) => `${file.status} ${file.path}`).sort()).toEqual(['added screens/opening-hours.json', 'modified i18n/en.json', 'modified i18n/ty.json', 'modified manifest.json', 'modified menus/header-nav.json', 'modified routes.json', 'modified verified.json']);
    expect(published.warnings).toEqual([]);
    expect(JSON.parse(origin('manifest.json'))).toMatchObject({ documents: { 'screens/opening-hours': 'screens/opening-hours.json' } });
    expect(origin('routes.json')).toContain('"/opening-hours"');

    const rolledBack = await running.service.rollback(publisher, before, published.publish.id, undefined);
    if (!rolledBack.ok) throw new Error(rolledBack.message);
    expect(existsSync(join(running.config.originDir, 'screens/opening-hours.json'))).toBe(false);
    expect((JSON.parse(origin('manifest.json')) as { documents: Record<string, string> }).documents).not.toHaveProperty('screens/opening-hours');
    expect(origin('routes.json')).not.toContain('/opening-hours');
    expect(origin('menus/header-nav.json')).not.toContain('/opening-hours');
  });
});
