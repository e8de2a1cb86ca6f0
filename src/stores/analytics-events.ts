/**
 * What the site tells its analytics (spec §3 `analytics.gtagId`): a member signed in, signed up, made a deposit. The
 * flows that know (the login, the register flow, the deposit form) record an event here; the analytics, a lazy chunk
 * loaded only when the platform names an id and the site's policy allows Google's hosts (src/app/analytics), takes
 * them. Until it does, a few wait (an early login is not lost); without analytics nothing reads them and nothing is sent.
 */
export type AnalyticsEventName = 'login' | 'sign_up' | 'deposit';
export interface AnalyticsEvent {
  name: AnalyticsEventName;
  params: Readonly<Record<string, string | number>>;
}

/** At most this many wait for the analytics: a page that never loads them keeps no growing list. */
const MAX_WAITING = 20;
const waiting: AnalyticsEvent[] = [];
let listener: ((event: AnalyticsEvent) => void) | undefined;

export function recordAnalyticsEvent(name: AnalyticsEventName, params: Readonly<Record<string, string | number>> = {}): void {
  const event = { name, params };
  if (listener) listener(event);
  else if (waiting.length < MAX_WAITING) waiting.push(event);
}

/** The analytics take every event from now on, the waiting ones first. */
export function onAnalyticsEvent(handler: (event: AnalyticsEvent) => void): void {
  listener = handler;
  for (const event of waiting.splice(0)) handler(event);
}
