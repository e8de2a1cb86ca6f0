import { appendFileSync } from 'node:fs';
import { http, type HttpHandler } from 'msw';

/**
 * The calls the suites make, recorded (issue 40): with `PLATFORM_CALL_LOG` set to a file, every request the platform
 * gets is appended to it as one line, `<source>\t<METHOD> <path>` (no query). `scripts/spec-calls.ts` compares the
 * lines with spec §7's calls. The source is `PLATFORM_CALL_SOURCE` (the e2e run's servers: `e2e`), else the test file
 * the unit run is in (tests/setup-node.ts sets `globalThis.croupierCallSource`), else `unknown`.
 * Without the variable the handler is not there: nothing is written and nothing slows down.
 */
declare global {
  var croupierCallSource: string | undefined;
}

export function callLogHandlers(): HttpHandler[] {
  const file = process.env['PLATFORM_CALL_LOG'];
  if (!file) return [];
  return [
    // Answers nothing: msw goes on to the handler of the call.
    http.all('*', ({ request }) => {
      const source = process.env['PLATFORM_CALL_SOURCE'] ?? globalThis.croupierCallSource ?? 'unknown';
      appendFileSync(file, `${source}\t${request.method} ${new URL(request.url).pathname}\n`);
      return undefined;
    }),
  ];
}
