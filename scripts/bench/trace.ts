/**
 * Where the page's main thread spends a load, from a Chrome trace (`browser.startTracing` with the devtools.timeline
 * categories): self time of every complete event on the renderer's main thread between navigation start and a
 * mark, grouped into the kinds DevTools' Performance panel shows, and the rest of the window as "waiting" (the main
 * thread idle: the page is waiting for the network or a timer). Pure: `npm run bench:profile` feeds it traces.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: unknown; isLoadingMainFrame?: unknown } };
}

export type WorkKind = 'scripting' | 'style and layout' | 'paint and composite' | 'HTML parsing' | 'other';
export const WORK_KINDS: readonly WorkKind[] = ['scripting', 'style and layout', 'paint and composite', 'HTML parsing', 'other'];

const KIND_OF: readonly (readonly [RegExp, WorkKind])[] = [
  [/^(EvaluateScript|v8\.|V8\.|FunctionCall|RunMicrotasks|EventDispatch|TimerFire|FireAnimationFrame|FireIdleCallback|XHRReadyStateChange|MajorGC|MinorGC|BlinkGC|CompileScript|CompileCode|ParseScriptOnBackground|js)/, 'scripting'],
  [/^(UpdateLayoutTree|RecalculateStyles|Layout|HitTest|ScheduleStyleRecalculation|InvalidateLayout|ParseAuthorStyleSheet)/, 'style and layout'],
  [/^(Paint|PaintImage|PrePaint|Layerize|Commit|UpdateLayer|CompositeLayers|Decode|ImageDecodeTask|RasterTask|UpdateLayerTree)/, 'paint and composite'],
  [/^(ParseHTML|DecodedDataDocumentParser|DocumentLoader|HTMLDocumentParser)/, 'HTML parsing'],
];

export function kindOf(name: string): WorkKind {
  return KIND_OF.find(([pattern]) => pattern.test(name))?.[1] ?? 'other';
}

export interface MainThreadSummary {
  /** Milliseconds from navigation start to the mark. */
  windowMs: number;
  /** Milliseconds of main-thread work per kind (self time, so nothing is counted twice). */
  work: Record<WorkKind, number>;
  /** The window minus the work: the main thread idle, waiting. */
  waitingMs: number;
}

/**
 * Summarises the main thread of the page whose navigation to an http(s) address is the trace's last, from its
 * navigation start to `untilMs` later.
 */
export function summarizeMainThread(events: readonly TraceEvent[], untilMs: number): MainThreadSummary {
  const starts = events.filter((event) => event.name === 'navigationStart' && /^https?:/.test(String(event.args?.data?.documentLoaderURL ?? '')));
  const start = starts[starts.length - 1];
  if (!start) throw new Error('the trace has no navigation start of an http(s) page');
  const from = start.ts;
  const to = from + untilMs * 1000;
  const complete = events
    .filter((event) => event.pid === start.pid && event.tid === start.tid && event.ph === 'X' && event.dur !== undefined && event.ts >= from && event.ts < to)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const work = Object.fromEntries(WORK_KINDS.map((kind) => [kind, 0])) as Record<WorkKind, number>;
  const open: { kind: WorkKind; end: number }[] = [];
  let busy = 0;
  for (const event of complete) {
    const end = Math.min(event.ts + (event.dur ?? 0), to);
    while (open.length > 0 && open[open.length - 1]!.end <= event.ts) open.pop();
    const parent = open[open.length - 1];
    const length = end - event.ts;
    if (parent) work[parent.kind] -= length;
    else busy += length;
    const kind = kindOf(event.name);
    work[kind] += length;
    open.push({ kind, end });
  }
  for (const kind of WORK_KINDS) work[kind] /= 1000;
  return { windowMs: untilMs, work, waitingMs: untilMs - busy / 1000 };
}
