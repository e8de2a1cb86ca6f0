import type { FirstCalls } from '@/renderer/define-widget';
import { useLotteryStore } from '@/stores/game-lottery-store';
import { offeredPrizeModes, startPrizeMode } from './lottery-action';
import type { LotteryLobbyProps } from './props';

/**
 * The lottery lobby's first call: the popular games of the prize mode it opens on at that path, as its mount asks for
 * them (a `gameCode` in the URL asks for every mode's, but a first paint's page has no query). The draws wait for that
 * answer. The store is left as it was: the build's renders read it after.
 */
export const lotteryLobbyFirstCalls: FirstCalls<LotteryLobbyProps> = async (props, page) => {
  try {
    await useLotteryStore.getState().loadPopular(startPrizeMode(offeredPrizeModes(props.prizeModes), page.path, page.theme?.lotteryType), true);
  } finally {
    useLotteryStore.setState(useLotteryStore.getInitialState(), true);
  }
};
