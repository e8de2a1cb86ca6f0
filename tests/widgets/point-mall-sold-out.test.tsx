import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ScreenDocument } from '@/schema/types';
import { repoSchema } from '../fixtures/fake-schema-sources';
import { logInAs, renderScreen, withPlatformHarness } from '../fixtures/data-widgets';

withPlatformHarness();

/** The point mall exactly as schemas/screens/point-mall.json has it. */
const pointMall = () => repoSchema('screens/point-mall.json') as unknown as ScreenDocument;

const card = async (name: string) => {
  const title = await screen.findByRole('heading', { level: 3, name });
  const item = title.closest('li');
  if (!item) throw new Error(`${name} is a card`);
  return within(item);
};

describe('point mall: a reward out of stock (issue 26)', () => {
  it('is marked sold out, and its redeem button is disabled with the reason', async () => {
    await logInAs('player01');
    await renderScreen(pointMall(), { url: '/pointMall' });
    const phone = await card('Gaming phone');
    expect(phone.getByText('Sold out')).toBeInTheDocument();
    const redeem = phone.getByRole('button', { name: 'Redeem' });
    expect(redeem).toBeDisabled();
    expect(redeem).toHaveAccessibleDescription('Out of stock: it cannot be redeemed until it is restocked.');
  });

  it('leaves rewards in stock redeemable and unmarked', async () => {
    await logInAs('player01');
    await renderScreen(pointMall(), { url: '/pointMall' });
    const earbuds = await card('Wireless earbuds');
    expect(earbuds.queryByText('Sold out')).not.toBeInTheDocument();
    expect(earbuds.getByRole('button', { name: 'Redeem' })).toBeEnabled();
  });
});
