import { defineWidget } from '@/renderer/define-widget';
import { hotMatchesProps } from './props';

export const hotMatchesWidget = defineWidget({
  type: 'HotMatches',
  description: 'Sports hot matches (spec §2) from a named query: league, teams, kick-off or live score, decimal odds, and a button that opens the match’s sportsbook.',
  props: hotMatchesProps,
  queriesOnMount: true,
  load: () => import('./hot-matches'),
});
