// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decide, readAudit, type AuditOutcome } from '../../scripts/audit-deps';

/** Outputs of `npm audit --omit=dev --json` (see tests/fixtures/npm-audit/README.md). */
const fixture = (name: string) => readFileSync(new URL(`../fixtures/npm-audit/${name}`, import.meta.url), 'utf8');

describe('dependency audit (npm run audit:deps)', () => {
  it('reads a report: each vulnerable production package with its advisories, worst first', () => {
    const outcome = readAudit(fixture('advisories.json'));
    expect(outcome.kind).toBe('report');
    if (outcome.kind !== 'report') return;
    expect(outcome.productionDependencies).toBe(40);
    expect(outcome.findings.map((finding) => [finding.name, finding.severity, finding.direct])).toEqual([
      ['axios', 'high', true],
      ['dompurify', 'moderate', true],
      ['follow-redirects', 'moderate', false],
    ]);
    expect(outcome.findings[0]).toMatchObject({ through: ['follow-redirects'], advisories: [{ url: 'https://github.com/advisories/GHSA-jr5f-v2jv-69x6', range: '>=1.0.0 <1.8.2', severity: 'high' }] });
    expect(outcome.findings[2]).toMatchObject({ affects: ['axios'] });
  });

  it('lists the advisories; a high one passes npm test but fails --strict', () => {
    const outcome = readAudit(fixture('advisories.json'));
    const relaxed = decide(outcome, { strict: false });
    expect(relaxed.exitCode).toBe(0);
    expect(relaxed.lines.join('\n')).toContain('HIGH     axios (direct dependency; fix available (npm audit fix))');
    expect(relaxed.lines.join('\n')).toContain('MODERATE follow-redirects (pulled in by axios');
    expect(relaxed.warnings.join('\n')).toContain('a high or critical advisory: axios');
    const strict = decide(outcome, { strict: true });
    expect(strict.exitCode).toBe(1);
    expect(strict.warnings.join('\n')).toContain('--strict: failing');
  });

  it('passes --strict when only moderate advisories or none are known', () => {
    const report = JSON.parse(fixture('advisories.json')) as { vulnerabilities: Record<string, unknown> };
    delete report.vulnerabilities['axios'];
    expect(decide(readAudit(JSON.stringify(report)), { strict: true }).exitCode).toBe(0);
    const clean = decide(readAudit(fixture('clean.json')), { strict: true });
    expect(clean).toEqual({ exitCode: 0, lines: ['dependency audit: 40 production dependencies, no known advisories.'], warnings: [] });
  });

  it('says loudly that nothing was audited when the advisory endpoint answers 405; npm test carries on, --strict fails', () => {
    const outcome = readAudit(fixture('unreachable-405.json'));
    expect(outcome).toEqual({ kind: 'not-audited', unreachable: true, reason: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk' });
    const relaxed = decide(outcome, { strict: false });
    expect(relaxed.exitCode).toBe(0);
    expect(relaxed.lines).toEqual([]);
    expect(relaxed.warnings.join('\n')).toContain('advisory endpoint unreachable: production dependencies were NOT audited');
    expect(decide(outcome, { strict: true }).exitCode).toBe(1);
  });

  it('treats a network failure, another npm error or output that is no report as not audited, never as a pass', () => {
    const offline = readAudit(JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'request to https://registry.npmjs.org failed', detail: '' } }));
    expect(offline).toMatchObject({ kind: 'not-audited', unreachable: true });
    const noLock = readAudit(JSON.stringify({ error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.', detail: '' } }));
    expect(noLock).toEqual({ kind: 'not-audited', unreachable: false, reason: 'This command requires an existing lockfile.' });
    expect(decide(noLock, { strict: false }).warnings.join('\n')).toContain('npm audit failed: production dependencies were NOT audited');
    const garbage: AuditOutcome = readAudit('npm ERR! something');
    expect(garbage.kind).toBe('not-audited');
    expect(decide(garbage, { strict: true }).exitCode).toBe(1);
  });
});
