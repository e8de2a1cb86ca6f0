/**
 * Sports hot matches (spec §2 "sports hot matches"): the fixtures a sportsbook would feature, always around the
 * platform's clock (one under way, the rest later today and tomorrow), so the page never shows stale dates. Odds are
 * decimal; `vendor` is the sportsbook that takes the bet (its card launches it).
 */
export interface HotMatch {
  matchId: string;
  sport: 'football' | 'basketball';
  league: string;
  home: string;
  away: string;
  /** Epoch ms. */
  kickoff: number;
  status: 'live' | 'upcoming';
  homeScore?: number;
  awayScore?: number;
  odds: { home: number; draw?: number; away: number };
  vendor: string;
}

const HOUR = 3_600_000;

const FIXTURES: readonly (Omit<HotMatch, 'kickoff' | 'status' | 'matchId'> & { startsIn: number })[] = [
  { sport: 'basketball', league: 'PBA Philippine Cup', home: 'San Miguel Beermen', away: 'Barangay Ginebra', startsIn: -0.7, homeScore: 58, awayScore: 61, odds: { home: 1.95, away: 1.85 }, vendor: 'SV3' },
  { sport: 'football', league: 'Premier League', home: 'Manchester City', away: 'Arsenal', startsIn: 2, odds: { home: 1.85, draw: 3.6, away: 4.2 }, vendor: 'SV3' },
  { sport: 'football', league: 'La Liga', home: 'Real Madrid', away: 'Atlético Madrid', startsIn: 5, odds: { home: 1.7, draw: 3.8, away: 4.9 }, vendor: 'SABA' },
  { sport: 'basketball', league: 'NBA', home: 'Los Angeles Lakers', away: 'Golden State Warriors', startsIn: 9, odds: { home: 2.05, away: 1.78 }, vendor: 'SV3' },
  { sport: 'football', league: 'UEFA Champions League', home: 'Bayern Munich', away: 'Paris Saint-Germain', startsIn: 26, odds: { home: 2.1, draw: 3.5, away: 3.2 }, vendor: 'SABA' },
  { sport: 'basketball', league: 'UAAP Men’s Basketball', home: 'Ateneo Blue Eagles', away: 'La Salle Green Archers', startsIn: 30, odds: { home: 1.9, away: 1.9 }, vendor: 'SV3' },
];

/** The hot matches at `now`: kick-offs on the quarter hour, the first one under way. */
export function hotMatchesAt(now: number): HotMatch[] {
  const quarter = Math.floor(now / (HOUR / 4)) * (HOUR / 4);
  return FIXTURES.map(({ startsIn, homeScore, awayScore, ...fixture }, index) => {
    const kickoff = quarter + Math.round(startsIn * 4) * (HOUR / 4);
    const live = kickoff <= now;
    return { matchId: `HM${String(index + 1).padStart(3, '0')}`, ...fixture, kickoff, status: live ? 'live' : 'upcoming', ...(live ? { homeScore, awayScore } : {}) };
  });
}
