// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformServer, type PlatformServer } from '../../embedded-platform';
import { CSP_REPORTS_PATH, KEPT_REPORTS, type CspReport } from '../../embedded-platform/handlers/csp-reports';

/** Bodies Chromium 156 sent for a blocked frame (recorded over https, one per reporting mechanism). */
const fixture = (name: string) => readFileSync(new URL(`../fixtures/csp-reports/${name}`, import.meta.url), 'utf8');
const REPORT_URI_BODY = fixture('chromium-156-report-uri.json');
const REPORT_TO_BODY = fixture('chromium-156-report-to.json');

describe('embedded platform: CSP report collector', () => {
  let server: PlatformServer;
  const post = (type: string, body: string) => fetch(`${server.url}${CSP_REPORTS_PATH}`, { method: 'POST', headers: { 'Content-Type': type }, body });
  const list = async () => ((await (await fetch(`${server.url}${CSP_REPORTS_PATH}`)).json()) as { reports: CspReport[] }).reports;

  beforeAll(async () => {
    server = await startPlatformServer({ port: 0, log: () => undefined, now: () => 1_700_000_000_000 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('takes a report-uri report (application/csp-report) and a Reporting API one (application/reports+json), and lists them', async () => {
    expect((await post('application/csp-report', REPORT_URI_BODY)).status).toBe(204);
    expect((await post('application/reports+json', REPORT_TO_BODY)).status).toBe(204);
    expect(await list()).toEqual([
      { via: 'report-uri', documentUrl: 'https://127.0.0.1:44195/', directive: 'frame-src', blockedUrl: 'https://blocked.example', disposition: 'enforce', receivedAt: 1_700_000_000_000 },
      { via: 'report-to', documentUrl: 'https://127.0.0.1:44771/', directive: 'frame-src', blockedUrl: 'https://blocked.example', disposition: 'enforce', receivedAt: 1_700_000_000_000 },
    ]);
  });

  it('refuses other content types, bodies that are not JSON and bodies without a violation', async () => {
    const before = (await list()).length;
    expect((await post('application/json', REPORT_URI_BODY)).status).toBe(415);
    expect((await post('application/csp-report', '{"csp-report":')).status).toBe(400);
    expect((await post('application/reports+json', '[{"type":"deprecation","body":{}}]')).status).toBe(400);
    expect((await post('application/csp-report', 'x'.repeat(70_000))).status).toBe(413);
    expect(await list()).toHaveLength(before);
  });

  it(`keeps only the last ${KEPT_REPORTS}`, async () => {
    // The Reporting API sends reports in batches: one batch of more than the log keeps.
    const batch = Array.from({ length: KEPT_REPORTS + 5 }, (_, index) => ({ type: 'csp-violation', url: `https://site.example/${index}`, body: { documentURL: `https://site.example/${index}`, effectiveDirective: 'img-src', blockedURL: 'http://x.example', disposition: 'enforce' } }));
    expect((await post('application/reports+json', JSON.stringify(batch))).status).toBe(204);
    const reports = await list();
    expect(reports).toHaveLength(KEPT_REPORTS);
    expect(reports.at(-1)?.documentUrl).toBe(`https://site.example/${KEPT_REPORTS + 4}`);
    expect(reports[0]?.documentUrl).toBe('https://site.example/5');
  });
});
