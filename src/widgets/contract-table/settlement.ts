/** spec §9: real-time salary settles every 5 minutes. */
export const SETTLEMENT_MS = 5 * 60 * 1000;

/** The next settlement after `now`: the platform's own time when it gave one, else the next 5-minute boundary. */
export function nextSettlement(now: number, fromPlatform?: number): number {
  if (fromPlatform !== undefined && fromPlatform > now) return fromPlatform;
  return Math.floor(now / SETTLEMENT_MS) * SETTLEMENT_MS + SETTLEMENT_MS;
}

export function countdownText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
