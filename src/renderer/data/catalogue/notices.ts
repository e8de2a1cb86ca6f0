import { getAnnouncements, getUnreadCount } from '@/api/notices';
import { getHotMatches } from '@/api/sports';
import { defineQuery, none, params, rowsOnly } from './define';
import { offerPeriod } from './offer-period';

/** spec §3 notice types: B general, PL player, PU popup, PR promotion, H banners. */
const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

/**
 * Notices and the unread count (the notices call group): a visitor's home binds its banners, marquee and popup
 * notice here, so the group is small and on its own (catalogue/lazy.ts). The sports hot matches (spec §2), which the
 * home shows too, live here as well: one chunk for what a visitor's home reads, not two.
 */
export const noticeQueries = {
  hotMatches: defineQuery({
    description: 'Sports hot matches (spec §2), soonest first.',
    params: none,
    fields: ['matchId', 'league', 'home', 'away', 'kickoff', 'status', 'homeScore', 'awayScore', 'oddsHome', 'oddsDraw', 'oddsAway', 'vendor'],
    run: async () => {
      const matches = await getHotMatches();
      return rowsOnly(
        [...matches]
          .sort((a, b) => a.kickoff - b.kickoff)
          .map(({ odds, ...match }) => ({ ...match, oddsHome: odds.home, oddsAway: odds.away, ...(odds.draw === undefined ? {} : { oddsDraw: odds.draw }) })),
      );
    },
  }),
  unreadMessages: defineQuery({
    description: 'How many platform messages are unread (CSP_unreadCount).',
    params: none,
    fields: ['count'],
    run: async () => {
      const count = await getUnreadCount();
      return { rows: [], facts: { count }, count };
    },
  }),
  notices: defineQuery({
    description: 'Notices of one type still current (spec §3: B general, PL player, PU popup, PR promotion, H banners; MCSFE_getListAnnouncements); one past its endTime is left out.',
    params: params({ type: { enum: NOTICE_TYPES } }),
    fields: ['id', 'type', 'title', 'content', 'imageUrl', 'startTime', 'sort', 'promotionId'],
    run: async (input) => {
      const type = NOTICE_TYPES.find((candidate) => candidate === input.text('type')) ?? 'B';
      const groups = await getAnnouncements([type]);
      const group = { B: groups.notices, PL: groups.player, PU: groups.popup, PR: groups.promotion, H: groups.banners }[type];
      // A notice past its end (a banner or popup of an offer that has ended) is no longer shown.
      const now = Date.now();
      return rowsOnly(group.filter((notice) => offerPeriod({ endTime: notice.endTime }, now) !== 'ended'));
    },
  }),
  agentAnnouncements: defineQuery({
    description: 'Announcements for agents (MCSFE_getListAnnouncements, general notices).',
    params: none,
    fields: ['id', 'title', 'content', 'startTime'],
    run: async () => rowsOnly((await getAnnouncements(['B'])).notices),
  }),
};
