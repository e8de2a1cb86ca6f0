// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { kindOf, summarizeMainThread, type TraceEvent } from '../../scripts/bench/trace';

// The trace summary of `npm run bench:profile`: no timing is measured or asserted here, only the arithmetic.

const MAIN = { pid: 1, tid: 7 };
const event = (name: string, ts: number, dur: number, where = MAIN): TraceEvent => ({ name, ph: 'X', ts, dur, ...where });
const navigation = (ts: number, url: string): TraceEvent => ({ name: 'navigationStart', ph: 'R', ts, ...MAIN, args: { data: { documentLoaderURL: url } } });

describe('the main thread of a traced page load', () => {
  it('files each event under the kind DevTools shows', () => {
    expect(kindOf('EvaluateScript')).toBe('scripting');
    expect(kindOf('v8.evaluateModule')).toBe('scripting');
    expect(kindOf('Layout')).toBe('style and layout');
    expect(kindOf('Paint')).toBe('paint and composite');
    expect(kindOf('ParseHTML')).toBe('HTML parsing');
    expect(kindOf('RunTask')).toBe('other');
  });

  it('counts self time once, and the idle rest of the window as waiting', () => {
    // 0–100 ms: a task (other) running a script for 60 ms that lays out for 10 ms; 200–230 ms: a paint.
    const summary = summarizeMainThread(
      [
        navigation(1_000_000, 'http://localhost/'),
        event('RunTask', 1_000_000, 100_000),
        event('EvaluateScript', 1_010_000, 60_000),
        event('Layout', 1_020_000, 10_000),
        event('Paint', 1_200_000, 30_000),
        // Another thread, and a task after the mark: neither counts.
        event('EvaluateScript', 1_000_000, 500_000, { pid: 1, tid: 9 }),
        event('Layout', 1_400_000, 10_000),
      ],
      300,
    );
    expect(summary.work).toEqual({ scripting: 50, 'style and layout': 10, 'paint and composite': 30, 'HTML parsing': 0, other: 40 });
    expect(summary.waitingMs).toBe(170);
  });

  it('reads from the last navigation to an http page (not the about:blank before it) and cuts a task at the mark', () => {
    const summary = summarizeMainThread([navigation(0, 'about:blank'), navigation(1_000, 'http://localhost/lobby'), event('FunctionCall', 51_000, 100_000)], 100);
    expect(summary.work.scripting).toBe(50);
    expect(summary.waitingMs).toBe(50);
    expect(() => summarizeMainThread([navigation(0, 'about:blank')], 10)).toThrow(/no navigation start/);
  });
});
