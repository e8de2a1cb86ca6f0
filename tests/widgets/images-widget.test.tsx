import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenDocument } from '@/schema/types';
import { renderScreen } from '../fixtures/data-widgets';

/** A withdrawal "not received" form (forms/withdraw-not-received: proof images, up to 3) as an ActionForm. */
const proofScreen: ScreenDocument = {
  kind: 'screen',
  schemaVersion: 2,
  id: 'proof',
  body: [
    {
      type: 'ActionForm',
      id: 'proof-form',
      props: { form: 'forms/withdraw-not-received', submit: { command: 'confirmWithdrawalReceipt', params: { withdrawId: 'W1', result: 'not_received' } } },
    },
  ],
} as ScreenDocument;

const MB = 1024 * 1024;
const image = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });

/** The member's picks: the file input under the "Proof (screenshots)" label. */
async function proofInput(): Promise<HTMLInputElement> {
  return (await screen.findByLabelText(/^Proof \(screenshots\)/)) as HTMLInputElement;
}

const chosen = () => screen.queryAllByRole('button', { name: 'Remove' }).length;

// applyAccept off: the browser's file picker filter is a hint; the widget itself must refuse other types.
const user = () => userEvent.setup({ applyAccept: false });

describe('images widget (spec §5 uploads) in a form document', () => {
  beforeEach(async () => {
    await renderScreen(proofScreen);
    await proofInput();
  });

  it('takes png and jpg images and shows each with a remove button', async () => {
    await user().upload(await proofInput(), [image('a.png', 'image/png'), image('b.jpg', 'image/jpeg')]);
    await waitFor(() => expect(chosen()).toBe(2));
    expect(screen.getByText('PNG or JPG, up to 5 MB each.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a gif with the translated message and keeps the images already chosen', async () => {
    await user().upload(await proofInput(), image('a.png', 'image/png'));
    await waitFor(() => expect(chosen()).toBe(1));
    await user().upload(await proofInput(), image('funny.gif', 'image/gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PNG or JPG images are accepted.');
    expect(chosen()).toBe(1);
    expect(await proofInput()).toHaveAccessibleDescription('Only PNG or JPG images are accepted.');
  });

  it('refuses a 6 MB png with the translated message and keeps the images already chosen', async () => {
    await user().upload(await proofInput(), [image('a.png', 'image/png'), image('b.png', 'image/png')]);
    await waitFor(() => expect(chosen()).toBe(2));
    await user().upload(await proofInput(), image('huge.png', 'image/png', 6 * MB));
    expect(await screen.findByRole('alert')).toHaveTextContent('This image is larger than 5 MB.');
    expect(chosen()).toBe(2);
  });

  it('refuses a fourth image with the translated message; the three stay, and removing one makes room', async () => {
    await user().upload(await proofInput(), [image('a.png', 'image/png'), image('b.png', 'image/png'), image('c.jpg', 'image/jpeg')]);
    await waitFor(() => expect(chosen()).toBe(3));
    await user().upload(await proofInput(), image('d.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can add at most 3 images.');
    expect(chosen()).toBe(3);
    const list = screen.getAllByRole('listitem');
    await userEvent.click(within(list[0]!).getByRole('button', { name: 'Remove' }));
    expect(chosen()).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
    await user().upload(await proofInput(), image('d.png', 'image/png'));
    await waitFor(() => expect(chosen()).toBe(3));
  });

  it('four picked at once: the first three are kept, the fourth refused', async () => {
    await user().upload(await proofInput(), ['a', 'b', 'c', 'd'].map((name) => image(`${name}.png`, 'image/png')));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can add at most 3 images.');
    expect(chosen()).toBe(3);
  });
});
