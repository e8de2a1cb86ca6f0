import { array, number, object, string, text, withDefault, type Parsed } from './parsers';

/** spec §4 activity statuses (applying, close, rejected, issued, claimed, process, joined, coming soon). */
export const parseMission = object({
  missionId: text,
  title: string,
  description: withDefault(string, ''),
  target: withDefault(number, 0),
  reward: withDefault(number, 0),
  status: string,
});
export type Mission = Parsed<typeof parseMission>;

/** openCount drives the member-centre badge (spec §2: shown when above 0). */
export const parseMissionSummary = object({ openCount: withDefault(number, 0), missions: withDefault(array(parseMission), []) });
export type MissionSummary = Parsed<typeof parseMissionSummary>;

export const parseLeaderboard = array(object({ rank: number, account: string, points: withDefault(number, 0), reward: withDefault(number, 0) }));
export type LeaderboardEntry = Parsed<typeof parseLeaderboard>[number];

export const parseRaffleClaim = object({ promotionId: text, ticketNo: withDefault(string, ''), status: string });
export type RaffleClaim = Parsed<typeof parseRaffleClaim>;
