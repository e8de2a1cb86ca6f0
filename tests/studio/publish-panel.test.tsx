import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUBLISH_SIGNED_IN_KEY } from '@/schema/storage-keys';
import { createPublishClient } from '@/studio/publish-client';
import { PublishPanel, type PublishPanelProps } from '@/studio/publish-panel';
import type { EditedFile } from '@/studio/publish-plan';
import { studioTranslator } from '@/studio/studio-texts';
import { usePublishSession } from '@/studio/use-publish-session';
import { BASE, EDITOR, PUBLISHER, mockPublishService, publishHandlers } from './support/publish-service';

const { server, sent } = mockPublishService();

const NAV = { path: 'menus/header-nav.json', text: '{"kind":"menu"}' };
const TY = { path: 'i18n/ty.json', text: '{"kind":"copy"}' };

type Callbacks = Pick<PublishPanelProps, 'onOpenFile' | 'onOpenDrafts' | 'onPublished' | 'onDeployed' | 'onReapply' | 'onTakeTheirs'>;

/** The panel as the studio page holds it: its own client and session, the edits of this browser, open. */
function Harness({ edited, callbacks, language = 'en' }: { edited: EditedFile[]; callbacks: Callbacks; language?: string }) {
  const [client] = useState(() => createPublishClient(BASE));
  const controls = usePublishSession(client);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Publish…</button>
      <PublishPanel open={open} onClose={() => setOpen(false)} client={client} sessionControls={controls} edited={edited} merchants={['croupier', 'luckystar']} t={studioTranslator(language).t} language={language} {...callbacks} />
    </>
  );
}

function setup(options: { signedInAs?: Record<string, unknown>; edited?: EditedFile[]; language?: string } = {}) {
  server.use(...publishHandlers(sent, options.signedInAs));
  if (options.signedInAs) localStorage.setItem(PUBLISH_SIGNED_IN_KEY, '1');
  const callbacks = { onOpenFile: vi.fn(), onOpenDrafts: vi.fn(), onPublished: vi.fn(), onDeployed: vi.fn(), onReapply: vi.fn(), onTakeTheirs: vi.fn() };
  render(<Harness edited={options.edited ?? [NAV, TY]} callbacks={callbacks} {...(options.language ? { language: options.language } : {})} />);
  return { callbacks, user: userEvent.setup(), dialog: screen.getByRole('dialog') };
}

describe('the publish panel: signing in', () => {
  it('starts signed out without asking the service, says a wrong password in words, and signs in', async () => {
    const { user, dialog } = setup();
    expect(within(dialog).getByRole('heading', { name: 'Sign in as an operator' })).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText('User name'), 'editor01');
    await user.type(within(dialog).getByLabelText('Password'), 'guess');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wrong user name or password. Check both and try again.');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');

    await user.type(within(dialog).getByLabelText('Password'), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText('Signed in as Edna Editor (editor01), editor.')).toBeVisible();
    expect(within(dialog).getByRole('tab', { name: 'Your changes (2)' })).toHaveFocus();
    expect(localStorage.getItem(PUBLISH_SIGNED_IN_KEY)).toBe('1');
  });

  it('says a locked user name and an unreachable service in words, in TY too', async () => {
    const { user, dialog } = setup({ language: 'ty' });
    await user.type(within(dialog).getByLabelText('Pangalan ng user'), 'locked01');
    await user.type(within(dialog).getByLabelText('Password'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Mag-sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Masyadong maraming maling password mula sa computer na ito');

    server.use(http.post(`${BASE}/session`, () => HttpResponse.error()));
    await user.type(within(dialog).getByLabelText('Password'), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: 'Mag-sign in' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Hindi sumasagot ang serbisyo ng pag-publish.'));
  });

  it('restores the session of a reloaded studio, and signs out', async () => {
    const { user, dialog } = setup({ signedInAs: PUBLISHER });
    expect(await within(dialog).findByText('Signed in as Pablo Publisher (publisher01), publisher.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await within(dialog).findByRole('heading', { name: 'Sign in as an operator' })).toBeVisible();
    expect(within(dialog).getByLabelText('User name')).toHaveValue('publisher01');
    expect(localStorage.getItem(PUBLISH_SIGNED_IN_KEY)).toBeNull();
  });

  it('takes the focus when it opens, closes on Escape and gives the focus back', async () => {
    const { user, dialog } = setup();
    expect(dialog).toHaveAccessibleName('Save and publish');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Publish…' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('User name')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Publish…' })).toHaveFocus();
  });
});

describe('the publish panel: drafts and publishing', () => {
  it('an editor saves the edited files as drafts, and is told why there is no publish button', async () => {
    const { user, dialog } = setup({ signedInAs: EDITOR });
    await within(dialog).findByText('Signed in as Edna Editor (editor01), editor.');
    expect(within(dialog).getByText(/^Only a publisher can publish\./)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Publish now' })).toBeNull();
    // A copy file is said in words beside its path.
    expect(within(dialog).getByRole('list', { name: 'Changed files' })).toHaveTextContent('i18n/ty.json(the texts in TY)');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include i18n/ty.json' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('Saved as drafts: menus/header-nav.json. Anyone signed in sees them under Drafts.')).toHaveAttribute('role', 'status');
    expect(sent.filter((entry) => entry.method === 'PUT').map((entry) => entry.body)).toEqual([{ ...NAV, base: null }]);
  });

  it('anyone signed in sees the drafts waiting, who saved them and when, and opens them', async () => {
    const { user, dialog, callbacks } = setup({ signedInAs: EDITOR });
    await user.click(await within(dialog).findByRole('tab', { name: 'Drafts' }));
    const drafts = await within(dialog).findByRole('list', { name: 'Drafts waiting' });
    expect(drafts).toHaveTextContent('menus/header-nav.json');
    expect(drafts).toHaveTextContent('saved by editor01, 26 Nov 2026');
    await user.click(within(drafts).getByRole('button', { name: 'Open menus/header-nav.json' }));
    expect(callbacks.onOpenDrafts).toHaveBeenCalledWith([{ path: 'menus/header-nav.json', text: '{"draft": true}', baseText: null }]);
    expect(within(dialog).getByRole('tab', { name: 'Your changes (2)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a publisher publishes with a required message and a scope; the edits are then forgotten', async () => {
    const { user, dialog, callbacks } = setup({ signedInAs: PUBLISHER });
    server.use(http.post(`${BASE}/publishes`, async ({ request }) => {
      sent.push({ method: 'POST', path: '/publishes', csrf: request.headers.get('X-CSRF-Token'), body: await request.json() });
      return HttpResponse.json({ publish: { id: 'd'.repeat(40), shortId: 'ddddddd', kind: 'publish', author: { username: 'publisher01', name: 'Pablo Publisher' }, date: '2026-11-26T07:20:00+00:00', message: 'Sports first', merchant: 'luckystar', files: [], deployed: true }, warnings: [{ file: 'merchants/luckystar/i18n/ty.json', pointer: '/texts/x', message: '"X" has no TY entry' }] }, { status: 201 });
    }));
    await within(dialog).findByText('Signed in as Pablo Publisher (publisher01), publisher.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(within(dialog).getByText('Say in a few words what this publish changes.')).toBeVisible();
    expect(within(dialog).getByLabelText('What does this change? (required)')).toHaveFocus();
    expect(sent.some((entry) => entry.path === '/publishes')).toBe(false);

    await user.type(within(dialog).getByLabelText('What does this change? (required)'), 'Sports first');
    await user.selectOptions(within(dialog).getByLabelText('Publish for'), 'luckystar');
    expect(within(dialog).getByText('This publish changes:').parentElement).toHaveTextContent('menus/header-nav.json — becomes merchants/luckystar/menus/header-nav.json');
    await user.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(await within(dialog).findByText(/^Published ddddddd: the site shows it on its next page load\./)).toBeVisible();
    expect(within(dialog).getByText(/has no TY entry/)).toBeVisible();
    expect(sent.find((entry) => entry.path === '/publishes')?.body).toEqual({ message: 'Sports first', merchant: 'luckystar', files: [{ ...NAV, base: null }, { ...TY, base: null }] });
    expect(callbacks.onPublished).toHaveBeenCalledWith(['menus/header-nav.json', 'i18n/ty.json']);
  });

  it('a refused publish lists each problem with its file and pointer, and opens the file at the pointer', async () => {
    const { user, dialog, callbacks } = setup({ signedInAs: PUBLISHER, edited: [NAV] });
    server.use(http.post(`${BASE}/publishes`, () => HttpResponse.json({ error: 'checks-failed', message: 'x', problems: [{ file: 'menus/header-nav.json', pointer: '/items/0', message: "must have required property 'id' (id)", line: '' }, { file: 'merchants/luckystar/menus/header-nav.json', pointer: '/operations/1', message: 'move: anchor id "home" does not exist', line: '' }] }, { status: 422 })));
    await user.type(await within(dialog).findByLabelText('What does this change? (required)'), 'Broken');
    await user.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Not published: these problems would break the site. Nothing changed.');
    const [own, elsewhere] = within(alert).getAllByRole('listitem');
    expect(own).toHaveTextContent("must have required property 'id' (id)in menus/header-nav.json, at /items/0");
    expect(own).not.toHaveTextContent('You did not change this file');
    // A file the operator did not touch is said to depend on the change.
    expect(elsewhere).toHaveTextContent('in merchants/luckystar/menus/header-nav.json, at /operations/1You did not change this file: it relies on something your change removes or renames.');
    await user.click(within(alert).getByRole('button', { name: 'Open menus/header-nav.json' }));
    expect(callbacks.onOpenFile).toHaveBeenCalledWith('menus/header-nav.json', '/items/0');
    expect(callbacks.onPublished).not.toHaveBeenCalled();
  });

  it('shows the service\'s refusal when it answers 403 to a publish', async () => {
    const { user, dialog } = setup({ signedInAs: PUBLISHER, edited: [NAV] });
    server.use(http.post(`${BASE}/publishes`, () => HttpResponse.json({ error: 'forbidden', message: 'an editor saves drafts; to publish you need the publisher role' }, { status: 403 })));
    await user.type(await within(dialog).findByLabelText('What does this change? (required)'), 'Try');
    await user.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not published: an editor saves drafts; to publish you need the publisher role');
  });

  it('says a control character in the message before sending it', async () => {
    const { user, dialog } = setup({ signedInAs: PUBLISHER, edited: [NAV] });
    const field = await within(dialog).findByLabelText('What does this change? (required)');
    await user.click(field);
    await user.paste('Sports\u001ffirst');
    await user.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(within(dialog).getByText('The message holds an invisible control character (U+001F, at character 7): remove it (line breaks are fine). Nothing was sent.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent.some((entry) => entry.path === '/publishes')).toBe(false);
  });

  it('a publish on a stale base shows both changes, reapplies the edit on theirs, or takes theirs', async () => {
    const menu = (items: unknown[]) => `${JSON.stringify({ kind: 'menu', id: 'nav', items }, null, 2)}\n`;
    const home = { id: 'home', icon: 'home' };
    const live = { id: 'live', icon: 'live' };
    const base = menu([home, live]);
    const mine = menu([{ ...home, icon: 'fish' }, live]);
    const theirs = menu([home, { ...live, icon: 'sports' }]);
    const copy = { path: 'i18n/ty.json', text: '{"kind": "copy", "texts": {"a": "mine"}}', baseText: '{"kind": "copy", "texts": {"a": "base"}}' };
    const { user, dialog, callbacks } = setup({ signedInAs: PUBLISHER, edited: [{ path: NAV.path, text: mine, baseText: base }, copy] });
    const conflict = (file: string, text: string) => ({ path: file, file, base: 'a'.repeat(64), version: 'b'.repeat(64), text, changedBy: { username: 'publisher02', name: 'Pia Publisher' }, changedAt: '2026-11-26T07:30:00.000Z', publish: 'e'.repeat(40), message: 'Sports icon' });
    server.use(http.post(`${BASE}/publishes`, () => HttpResponse.json({ error: 'stale-base', message: 'changed', conflicts: [conflict(NAV.path, theirs), conflict(copy.path, '{"kind": "copy", "texts": {"a": "theirs"}}')] }, { status: 409 })));
    await user.type(await within(dialog).findByLabelText('What does this change? (required)'), 'Fish icon');
    await user.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Published since you began: nothing was published');
    const [nav, ty] = within(alert).getAllByRole('listitem');
    expect(nav).toHaveTextContent(/menus\/header-nav.json — Pia Publisher \(publisher02\) published eeeeeee “Sports icon”, /);
    expect(within(nav!).getByLabelText('Your change: menus/header-nav.json')).toHaveTextContent('+ "icon": "fish"');
    expect(within(nav!).getByLabelText('Published since: menus/header-nav.json')).toHaveTextContent('+ "icon": "sports"');
    await user.click(within(nav!).getByRole('button', { name: 'Reapply my edit on theirs' }));
    expect(callbacks.onReapply).toHaveBeenCalledWith(NAV.path, menu([{ ...home, icon: 'fish' }, { ...live, icon: 'sports' }]), theirs);
    expect(nav).toHaveTextContent('Reapplied on their version: menus/header-nav.json. Check the preview, then publish again.');
    // Both changed the same text: no reapply, but keep mine on theirs, or take theirs.
    expect(ty).toHaveTextContent('You both changed the same places (/texts/a)');
    expect(within(ty!).queryByRole('button', { name: 'Reapply my edit on theirs' })).toBeNull();
    await user.click(within(ty!).getByRole('button', { name: 'Take theirs' }));
    expect(callbacks.onTakeTheirs).toHaveBeenCalledWith('i18n/ty.json');
    expect(ty).toHaveTextContent('Took their version of i18n/ty.json; your edit of it is dropped.');
  });

  it('an expired session says so, keeps the message typed, and goes on after signing in again', async () => {
    const { user, dialog, callbacks } = setup({ signedInAs: PUBLISHER, edited: [NAV] });
    server.use(http.post(`${BASE}/publishes`, () => HttpResponse.json({ error: 'session-expired', message: 'your session has expired: sign in again' }, { status: 401 }), { once: true }));
    await user.type(await within(dialog).findByLabelText('What does this change? (required)'), 'Sports first');
    await user.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your sign-in expired — sign in again; your changes are kept.');
    expect(within(dialog).getByLabelText('User name')).toHaveValue('publisher01');
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Password'), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByLabelText('What does this change? (required)')).toHaveValue('Sports first');
    expect(callbacks.onPublished).not.toHaveBeenCalled();
  });
});

describe('the publish panel: history and rollback', () => {
  it('lists the publishes, shows one\'s diff per file, and rolls back after a confirmation that says what happens', async () => {
    const { user, dialog, callbacks } = setup({ signedInAs: PUBLISHER });
    await user.click(await within(dialog).findByRole('tab', { name: 'History' }));
    const list = await within(dialog).findByRole('list', { name: 'Publishes' });
    const [latest, imported] = within(list).getAllByRole('listitem');
    expect(latest).toHaveTextContent('Sports first');
    expect(latest).toHaveTextContent('live now');
    expect(latest).toHaveTextContent('Pablo Publisher, 26 Nov 2026');
    expect(within(latest!).queryByRole('button', { name: 'Roll back to this version' })).toBeNull();

    await user.click(within(latest!).getByRole('button', { name: 'Show changes' }));
    const diff = await within(latest!).findByRole('region', { name: 'Changes of bbbbbbb' });
    // The changes read in words first; the JSON diff is one click away (issue 41).
    await user.click(within(diff).getByRole('button', { name: 'Show the JSON diff' }));
    expect(diff.querySelector('.studio-diff__removed')).toHaveTextContent('"home",');
    expect(diff.querySelector('.studio-diff__added')).toHaveTextContent('"sports",');

    await user.click(within(imported!).getByRole('button', { name: 'Roll back to this version' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Roll back to aaaaaaa?' });
    expect(confirm).toHaveTextContent('This makes a new publish that puts the site’s files back as they were after “Import the schema origin from schemas/”');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Roll back' }));
    expect(await within(dialog).findByText(/^Rolled back: ccccccc is live/)).toBeVisible();
    expect(sent.find((entry) => entry.path === '/rollbacks')?.body).toEqual({ to: 'aaaaaaa'.padEnd(40, '0'), base: 'bbbbbbb'.padEnd(40, '0') });
    expect(callbacks.onDeployed).toHaveBeenCalled();
  });

  it('an editor sees the history but cannot roll back', async () => {
    const { user, dialog } = setup({ signedInAs: EDITOR });
    await user.click(await within(dialog).findByRole('tab', { name: 'History' }));
    await within(dialog).findByRole('list', { name: 'Publishes' });
    expect(within(dialog).getByText(/Only a publisher can roll back\./)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Roll back to this version' })).toBeNull();
  });
});
