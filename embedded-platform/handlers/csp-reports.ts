import { http, HttpResponse, type HttpHandler } from 'msw';
import { besidePlatform } from '../platform/beside';
import type { Platform } from '../platform/platform';

/**
 * The CSP report collector (stands in for a reporting service): browsers POST violations of the site's
 * Content-Security-Policy here (`report-uri` sends `application/csp-report`, `report-to` through the
 * Reporting API sends `application/reports+json`). The last {@link KEPT_REPORTS} are kept in memory and
 * `GET` lists them, newest last, for tests and operators. The path is the default `CSP_REPORT_URL` of the
 * build (scripts/vite/headers-file.ts); dev and preview proxy `/platform-assets` to the platform.
 */
export const CSP_REPORTS_PATH = '/platform-assets/csp-reports';
export const KEPT_REPORTS = 50;
const MAX_BODY_BYTES = 64 * 1024;

export interface CspReport {
  /** How it came: the `report-uri` fallback or the Reporting API (`report-to`). */
  via: 'report-uri' | 'report-to';
  documentUrl: string;
  /** The directive that blocked something, e.g. `frame-src`. */
  directive: string;
  blockedUrl: string;
  disposition: string;
  receivedAt: number;
}

class CspReportLog {
  readonly reports: CspReport[] = [];

  add(reports: readonly CspReport[]): void {
    this.reports.push(...reports);
    this.reports.splice(0, Math.max(0, this.reports.length - KEPT_REPORTS));
  }
}

export const cspReportsOf = besidePlatform(() => new CspReportLog());

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field(fields: Fields, ...names: string[]): string {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'string') return value;
  }
  return '';
}

/** `{"csp-report": {"document-uri", "effective-directive", "blocked-uri", …}}` (CSP level 2). */
function fromReportUri(body: unknown, now: number): CspReport[] {
  const report = isFields(body) ? body['csp-report'] : undefined;
  if (!isFields(report)) return [];
  return [
    {
      via: 'report-uri',
      documentUrl: field(report, 'document-uri'),
      directive: field(report, 'effective-directive', 'violated-directive').split(' ')[0] ?? '',
      blockedUrl: field(report, 'blocked-uri'),
      disposition: field(report, 'disposition') || 'enforce',
      receivedAt: now,
    },
  ];
}

/** `[{type: "csp-violation", url, body: {documentURL, effectiveDirective, blockedURL, disposition}}]` (Reporting API). */
function fromReportTo(body: unknown, now: number): CspReport[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((entry): CspReport[] => {
    if (!isFields(entry) || entry['type'] !== 'csp-violation' || !isFields(entry['body'])) return [];
    const report = entry['body'];
    return [{ via: 'report-to', documentUrl: field(report, 'documentURL') || field(entry, 'url'), directive: field(report, 'effectiveDirective'), blockedUrl: field(report, 'blockedURL'), disposition: field(report, 'disposition'), receivedAt: now }];
  });
}

function refuse(status: number, message: string): Response {
  return HttpResponse.json({ error: message }, { status });
}

async function receive(platform: Platform, request: Request): Promise<Response> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const read = type === 'application/csp-report' ? fromReportUri : type === 'application/reports+json' ? fromReportTo : undefined;
  if (!read) return refuse(415, 'Send application/csp-report or application/reports+json');
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return refuse(413, `Reports are at most ${MAX_BODY_BYTES} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(400, 'The report is not JSON');
  }
  const reports = read(body, platform.now());
  if (reports.length === 0) return refuse(400, 'No CSP violation in the report');
  cspReportsOf(platform).add(reports);
  return new HttpResponse(null, { status: 204 });
}

export function cspReportHandlers(platform: Platform): HttpHandler[] {
  return [
    http.post(`*${CSP_REPORTS_PATH}`, ({ request }) => receive(platform, request)),
    http.get(`*${CSP_REPORTS_PATH}`, () => HttpResponse.json({ reports: cspReportsOf(platform).reports })),
  ];
}
