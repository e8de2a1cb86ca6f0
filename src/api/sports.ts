import { array, literal, number, object, optional, string, text, type Parsed } from './parse/parsers';
import { call } from './request';

/**
 * Sports hot matches (spec §2): the fixtures the sportsbook features, with decimal odds and the vendor that takes the
 * bet. GET /wps/sports/hotMatches (the path is the embedded platform's; spec §7 names no call for it).
 */
const parseHotMatches = array(
  object({
    matchId: text,
    league: string,
    home: string,
    away: string,
    /** Epoch ms. */
    kickoff: number,
    status: literal('live', 'upcoming'),
    homeScore: optional(number),
    awayScore: optional(number),
    odds: object({ home: number, draw: optional(number), away: number }),
    vendor: string,
  }),
);
export type HotMatch = Parsed<typeof parseHotMatches>[number];

export function getHotMatches(): Promise<HotMatch[]> {
  return call({ method: 'GET', path: '/wps/sports/hotMatches' }, parseHotMatches);
}
