import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/renderer/navigation';
import { TranslationProvider } from '@/i18n/use-translation';
import MemberCentre from '@/app/centres/member-centre';
import { knownWidgetTypes, schemaLoader } from '@/app/schema-runtime';
import { ActionProvider } from '@/renderer/action-context';
import { preloadedComponentSource } from '@/renderer/component-source';
import { RenderEnvironmentContext } from '@/renderer/render-environment';
import { SchemaLoader } from '@/schema/loader';
import { LazySchemaForm } from '@/renderer/form/lazy-schema-form';
import type { Action } from '@/schema/types';
import { widgetRegistry } from '@/widgets/registry';
import { listSchemaFiles } from '../../../scripts/schemas/schema-files';
import { fakeSources, repoSchema } from '../../fixtures/fake-schema-sources';
import { location, LocationProbe, logInAs, memberI18n, withPlatformHarness } from '../../fixtures/data-widgets';
import { watchConsole } from '../../fixtures/console';

/** The loader of the deployment under test: each test gives the app the files of one deployment. */
const deployment = vi.hoisted(() => ({ loader: undefined as unknown as SchemaLoader }));

// The centre reads its menu and page documents through the app's loader.
vi.mock('@/app/schema-runtime', async () => {
  const { widgetRegistry: registry } = await import('@/widgets/registry');
  const knownWidgetTypes = new Set(Object.keys(registry));
  const schemaLoader = { load: (...args: Parameters<SchemaLoader['load']>) => deployment.loader.load(...args), manifest: () => deployment.loader.manifest() };
  const appSchemaRuntime = { loader: schemaLoader, knownTypes: knownWidgetTypes, merchant: 'croupier' };
  return { schemaLoader, appSchemaRuntime, knownWidgetTypes, merchantId: 'croupier', schemaProblems: [] };
});

withPlatformHarness();

/** What an operator adds, JSON only: a screen file and a menu item naming it. */
const VIP_SCREEN = {
  kind: 'screen',
  schemaVersion: 2,
  id: 'member-vipLounge',
  title: 'VIP lounge',
  body: [
    { type: 'Heading', id: 'vip-heading', props: { text: 'Welcome to the VIP lounge' } },
    { type: 'Text', id: 'vip-text', props: { text: 'Your host will call you within a day.' } },
  ],
};
const VIP_ITEM = { id: 'vipLounge', label: 'VIP lounge', action: { type: 'memberCenter', page: 'vipLounge' } };

function withVipLounge(): Record<string, unknown> {
  const menu = repoSchema('menus/member-center.json') as { items: unknown[] };
  return { 'menus/member-center.json': { ...menu, items: [...menu.items, VIP_ITEM] }, 'screens/member/vipLounge.json': VIP_SCREEN };
}

/** The schema origin of a deployment: the repository's files, plus or instead of `changed`. */
function deploy(changed: Record<string, unknown> = {}) {
  const origin: Record<string, Record<string, unknown>> = {};
  for (const path of listSchemaFiles()) origin[path] = repoSchema(path);
  Object.assign(origin, changed);
  const sources = fakeSources(origin, {});
  deployment.loader = new SchemaLoader({ sources, merchant: 'croupier', report: () => undefined });
  return sources;
}

const runAction = vi.fn<(action: Action) => void>();

async function openCentre(page: string) {
  const components = await preloadedComponentSource(widgetRegistry);
  const environment = { components, showErrorMarkers: true, onWidgetFailure: () => undefined, schemas: { loader: schemaLoader, knownTypes: knownWidgetTypes, merchant: 'croupier' } };
  render(
    <TranslationProvider i18n={memberI18n()}>
      <MemoryRouter path={`/?memberCentre=${page}`}>
        <RenderEnvironmentContext.Provider value={environment}>
          <ActionProvider value={runAction}>
            <MemberCentre params={{ page }} close={() => undefined} />
            <LocationProbe />
          </ActionProvider>
        </RenderEnvironmentContext.Provider>
      </MemoryRouter>
    </TranslationProvider>,
  );
  return screen.findByRole('dialog', { name: 'Member Centre' });
}

const menuLabels = (centre: HTMLElement) => within(within(centre).getByRole('navigation', { name: 'Member Centre' })).getAllByRole('button').map((button) => button.textContent);

/** The centre's open page, found by its title (h3), as a screen reader's user finds it: the page is not a landmark. */
async function openPage(centre: HTMLElement, title: string): Promise<HTMLElement> {
  const heading = await within(centre).findByRole('heading', { level: 3, name: title });
  const page = heading.closest<HTMLElement>('.centre__content');
  if (!page) throw new Error(`no centre page under the title ${title}`);
  return page;
}

describe('member-centre pages are JSON documents', () => {
  beforeEach(async () => {
    runAction.mockReset();
    watchConsole('warn');
    await logInAs('player01');
  });

  it('without the files there is no VIP lounge, and asking for it opens the default page', async () => {
    deploy();
    const centre = await openCentre('vipLounge');
    expect(menuLabels(centre)).not.toContain('VIP lounge');
    expect(await openPage(centre, 'My Account')).toBeVisible();
    expect(within(centre).getByRole('button', { name: 'My Account' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(new URLSearchParams(location.current.split('?')[1]).get('memberCentre')).toBe('securityCenter'));
  });

  it('a screen file and a menu item add a page: it is in the menu and the centre renders it', async () => {
    const sources = deploy(withVipLounge());
    const centre = await openCentre('vipLounge');
    expect(menuLabels(centre).at(-1)).toBe('VIP lounge');
    expect(within(centre).getByRole('button', { name: 'VIP lounge' })).toHaveAttribute('aria-current', 'page');
    const page = await openPage(centre, 'VIP lounge');
    expect(await within(page).findByText('Welcome to the VIP lounge')).toBeVisible();
    expect(within(page).getByText('Your host will call you within a day.')).toBeVisible();
    expect(sources.requests).toContain('screens/member/vipLounge.json');
    expect(location.current).toContain('memberCentre=vipLounge');
  });

  it('the new menu item opens its page through the memberCenter action', async () => {
    deploy(withVipLounge());
    const centre = await openCentre('securityCenter');
    await userEvent.click(within(centre).getByRole('button', { name: 'VIP lounge' }));
    expect(runAction).toHaveBeenCalledWith({ type: 'memberCenter', page: 'vipLounge' });
  });

  it('an unknown page falls back to the default page (securityCenter)', async () => {
    const sources = deploy(withVipLounge());
    const centre = await openCentre('noSuchPage');
    expect(await openPage(centre, 'My Account')).toBeVisible();
    expect(within(centre).getByRole('button', { name: 'My Account' })).toHaveAttribute('aria-current', 'page');
    expect(within(centre).getByRole('button', { name: 'VIP lounge' })).not.toHaveAttribute('aria-current');
    expect(sources.requests).not.toContain('screens/member/noSuchPage.json');
    await waitFor(() => expect(location.current).toContain('memberCentre=securityCenter'));
  });

  it("a deposit link starts the deposit form, its document and its code (rjsf) while the centre's menu is still on its way", async () => {
    deploy();
    // The centre's menu is held: before the head start, nothing of the page was asked for until the menu had drawn.
    const loader = deployment.loader;
    let releaseMenu = () => undefined as void;
    const menuHeld = new Promise<void>((resolve) => (releaseMenu = resolve));
    const asked: string[] = [];
    deployment.loader = Object.assign(Object.create(loader) as SchemaLoader, {
      load: (...args: Parameters<SchemaLoader['load']>) => {
        asked.push(args[0]);
        return args[0] === 'menus/member-center' ? menuHeld.then(() => loader.load(...args)) : loader.load(...args);
      },
    });
    const formCode = vi.spyOn(LazySchemaForm, 'preload');
    const centre = openCentre('depositv2');
    await waitFor(() => expect(asked).toContain('forms/deposit'));
    expect(asked).toContain('screens/member/depositv2');
    expect(formCode).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    releaseMenu();
    const page = await openPage(await centre, 'Deposit');
    expect(await within(page).findByRole('button', { name: 'Deposit' })).toBeVisible();
  });
});
