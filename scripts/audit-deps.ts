/**
 * `npm run audit:deps [-- --strict] [-- --report file.json]`: the production dependencies with known
 * advisories, from `npm audit --omit=dev --json`.
 *
 * - Advisories are listed by package; high and critical ones block under `--strict` (exit 1).
 * - When npm cannot get an answer (this machine's registry proxy allows GET only, so the bulk advisory
 *   endpoint answers 405) it says so loudly: the production dependencies were NOT audited. `npm test`
 *   carries on (exit 0) so CI is not blocked by the network; `--strict` exits 1.
 * - `--report file.json` reads a saved `npm audit --json` output instead of running npm.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];
const BLOCKING: readonly Severity[] = ['high', 'critical'];

export interface Advisory {
  title: string;
  url: string;
  severity: Severity;
  range: string;
}

export interface Finding {
  name: string;
  severity: Severity;
  /** Listed in package.json `dependencies` (else pulled in by one). */
  direct: boolean;
  advisories: Advisory[];
  /** Other vulnerable packages this one is vulnerable through. */
  through: string[];
  /** Vulnerable packages that depend on this one. */
  affects: string[];
  fix: string;
}

export type AuditOutcome =
  | { kind: 'report'; findings: Finding[]; productionDependencies: number | undefined }
  | { kind: 'not-audited'; unreachable: boolean; reason: string };

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(fields: Fields, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
}

function severityOf(value: unknown): Severity {
  return SEVERITIES.find((severity) => severity === value) ?? 'info';
}

/** Network failures npm reports with a code instead of an HTTP status. */
const NETWORK_CODES = new Set(['ENOTFOUND', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'ECONNABORTED', 'EPROTO', 'ERR_SOCKET_TIMEOUT']);

function fixOf(value: unknown): string {
  if (value === true) return 'fix available (npm audit fix)';
  if (isFields(value)) return `fix: ${text(value, 'name')}@${text(value, 'version')}${value['isSemVerMajor'] === true ? ' (semver major)' : ''}`;
  return 'no fix available';
}

function findingOf(name: string, entry: Fields): Finding {
  const via = Array.isArray(entry['via']) ? entry['via'] : [];
  return {
    name: text(entry, 'name') || name,
    severity: severityOf(entry['severity']),
    direct: entry['isDirect'] === true,
    advisories: via.filter(isFields).map((advisory) => ({ title: text(advisory, 'title'), url: text(advisory, 'url'), severity: severityOf(advisory['severity']), range: text(advisory, 'range') })),
    through: via.filter((item): item is string => typeof item === 'string'),
    affects: Array.isArray(entry['effects']) ? entry['effects'].filter((item): item is string => typeof item === 'string') : [],
    fix: fixOf(entry['fixAvailable']),
  };
}

/** What an `npm audit --json` output says: a report, or why there is none. */
export function readAudit(stdout: string): AuditOutcome {
  let output: unknown;
  try {
    output = JSON.parse(stdout);
  } catch {
    return { kind: 'not-audited', unreachable: false, reason: `npm audit printed no JSON report: ${stdout.trim().slice(0, 200) || '(nothing)'}` };
  }
  if (!isFields(output)) return { kind: 'not-audited', unreachable: false, reason: 'npm audit printed JSON that is not a report' };
  if (output['auditReportVersion'] === 2 && isFields(output['vulnerabilities'])) {
    const vulnerabilities = output['vulnerabilities'];
    const findings = Object.entries(vulnerabilities)
      .filter((entry): entry is [string, Fields] => isFields(entry[1]))
      .map(([name, entry]) => findingOf(name, entry))
      .sort((a, b) => SEVERITIES.indexOf(b.severity) - SEVERITIES.indexOf(a.severity) || a.name.localeCompare(b.name));
    const dependencies = isFields(output['metadata']) && isFields(output['metadata']['dependencies']) ? output['metadata']['dependencies']['prod'] : undefined;
    return { kind: 'report', findings, productionDependencies: typeof dependencies === 'number' ? dependencies : undefined };
  }
  const error = isFields(output['error']) ? output['error'] : {};
  const code = text(error, 'code') || text(output, 'code');
  const message = text(output, 'message') || text(error, 'summary') || code || 'unknown error';
  const httpStatus = typeof output['statusCode'] === 'number';
  return { kind: 'not-audited', unreachable: httpStatus || NETWORK_CODES.has(code) || /audit endpoint|advisories/i.test(message), reason: message };
}

export interface Decision {
  exitCode: 0 | 1;
  /** Printed on stdout. */
  lines: string[];
  /** Printed on stderr: what must not pass unseen. */
  warnings: string[];
}

function findingLines(finding: Finding): string[] {
  const where = finding.direct ? 'direct dependency' : `pulled in by ${finding.affects.join(', ') || 'a dependency'}`;
  return [
    `  ${finding.severity.toUpperCase().padEnd(8)} ${finding.name} (${where}; ${finding.fix})`,
    ...finding.advisories.map((advisory) => `           ${advisory.title} [${advisory.range}] ${advisory.url}`),
    ...(finding.through.length ? [`           vulnerable through ${finding.through.join(', ')}`] : []),
  ];
}

/** What to print and the exit code. `strict`: not audited or a high/critical advisory fails. */
export function decide(outcome: AuditOutcome, options: { strict: boolean }): Decision {
  if (outcome.kind === 'not-audited') {
    const headline = outcome.unreachable ? 'advisory endpoint unreachable: production dependencies were NOT audited' : 'npm audit failed: production dependencies were NOT audited';
    const bar = '!'.repeat(headline.length + 4);
    return {
      exitCode: options.strict ? 1 : 0,
      lines: [],
      warnings: [
        bar,
        `! ${headline} !`,
        bar,
        `  npm said: ${outcome.reason}`,
        options.strict ? '  --strict: failing.' : '  Continuing without an audit. Run `npm run audit:deps -- --strict` where the registry answers, to gate on it.',
      ],
    };
  }
  const counted = outcome.productionDependencies === undefined ? 'production dependencies' : `${outcome.productionDependencies} production dependencies`;
  if (outcome.findings.length === 0) return { exitCode: 0, lines: [`dependency audit: ${counted}, no known advisories.`], warnings: [] };
  const blocking = outcome.findings.filter((finding) => BLOCKING.includes(finding.severity));
  const lines = [`dependency audit: ${counted}, ${outcome.findings.length} with known advisories:`, ...outcome.findings.flatMap(findingLines)];
  if (blocking.length === 0) return { exitCode: 0, lines, warnings: [] };
  const names = blocking.map((finding) => finding.name).join(', ');
  return {
    exitCode: options.strict ? 1 : 0,
    lines,
    warnings: [`${blocking.length} production ${blocking.length === 1 ? 'dependency has' : 'dependencies have'} a high or critical advisory: ${names}.${options.strict ? ' --strict: failing.' : ' (--strict fails on this.)'}`],
  };
}

function runNpmAudit(): string {
  const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) return JSON.stringify({ error: { code: 'ENOSPAWN', summary: `could not run npm: ${result.error.message}` } });
  return result.stdout;
}

function main(argv: readonly string[]): number {
  const strict = argv.includes('--strict');
  const reportIndex = argv.indexOf('--report');
  const reportFile = reportIndex >= 0 ? argv[reportIndex + 1] : undefined;
  const decision = decide(readAudit(reportFile ? readFileSync(reportFile, 'utf8') : runNpmAudit()), { strict });
  for (const line of decision.lines) console.log(line);
  for (const line of decision.warnings) console.error(line);
  return decision.exitCode;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
