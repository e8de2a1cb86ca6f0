import { describe, expect, it } from 'vitest';
import { LOTTERY_GAMES } from '../../embedded-platform/platform/lottery';
import { BASE, usePlatform } from './support/platform-client';

/** The lottery lobby's logos (issue 26, demo content a player could believe): wide, with the whole name. */
describe('embedded platform: lottery logos', () => {
  usePlatform();

  it('each lottery’s logo fills the card’s 5:2 box and carries its whole name, on two lines when long', async () => {
    for (const game of LOTTERY_GAMES) {
      const svg = await (await fetch(`${BASE}/platform-assets/cdn-a${game.icon}`)).text();
      expect(svg, game.gameName).toContain('viewBox="0 0 250 100"');
      const lines = [...svg.matchAll(/<text x="128"[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '');
      expect(lines.join(' '), game.gameName).toBe(game.gameName);
      // Beside the three balls there is room for about 11 characters a line (15 px bold).
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(12);
    }
  });
});
