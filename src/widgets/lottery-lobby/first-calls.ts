import type { FirstCalls } from '@/renderer/define-widget';
import { useLotteryStore } from '@/stores/game-lottery-store';
import { ALL_PRIZE_MODES, startPrizeMode } from './lottery-action';
import type { LotteryLobbyProps } from './props';

/**
 * The lottery lobby's first call: the popular games of the prize mode it opens on, as its mount asks for them (a
 * `gameCode` in the URL asks for every mode's, but a first paint's page has no query). The draws wait for that answer.
 */
export const lotteryLobbyFirstCalls: FirstCalls<LotteryLobbyProps> = (props, page) =>
  useLotteryStore.getState().loadPopular(startPrizeMode(props.prizeModes ?? ALL_PRIZE_MODES, page.path, page.theme?.lotteryType), true);
