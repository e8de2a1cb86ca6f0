import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * axe-core in the e2e suite (issue 38), with the part of `@axe-core/playwright`'s `AxeBuilder` the sweep uses:
 * `new AxeBuilder({ page }).withTags([...]).include(sel).exclude(sel).analyze()`. Once `@axe-core/playwright` is a
 * dev dependency, this file becomes one line: `export { default as AxeBuilder } from '@axe-core/playwright';`.
 *
 * Until then it injects axe-core's own script (`axe-core/axe.min.js`, resolved from the repository, or from
 * AXE_CORE_PATH for a local run against a copy outside it) into every frame of the page through the DevTools
 * protocol (`frame.evaluate`, as `@axe-core/playwright` does, so the Content-Security-Policy does not apply) and
 * runs `axe.run` in the top frame, which reaches into the frames (the game frame) by itself.
 */

/** The fields of axe-core's results the sweep reads (axe-core's `AxeResults`, trimmed). */
export interface AxeNodeResult {
  html: string;
  target: (string | string[])[];
  failureSummary?: string | undefined;
}
export interface AxeViolation {
  id: string;
  impact?: string | null | undefined;
  help: string;
  helpUrl: string;
  nodes: AxeNodeResult[];
}
export interface AxeResults {
  violations: AxeViolation[];
  url: string;
}

let source: string | undefined;
function axeSource(): string {
  if (source === undefined) {
    const path = process.env['AXE_CORE_PATH'] ?? createRequire(import.meta.url).resolve('axe-core/axe.min.js');
    source = readFileSync(path, 'utf8');
  }
  return source;
}

export class AxeBuilder {
  private readonly page: Page;
  private tags: string[] = [];
  private included: string[] = [];
  private excluded: string[] = [];
  private disabled: string[] = [];

  constructor({ page }: { page: Page }) {
    this.page = page;
  }

  withTags(tags: string | string[]): this {
    this.tags.push(...(Array.isArray(tags) ? tags : [tags]));
    return this;
  }

  include(selector: string): this {
    this.included.push(selector);
    return this;
  }

  exclude(selector: string): this {
    this.excluded.push(selector);
    return this;
  }

  disableRules(rules: string | string[]): this {
    this.disabled.push(...(Array.isArray(rules) ? rules : [rules]));
    return this;
  }

  async analyze(): Promise<AxeResults> {
    const script = axeSource();
    for (const frame of this.page.frames()) {
      // A frame that navigates away or is gone meanwhile is not audited (as `@axe-core/playwright` skips it).
      const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
      if (!present) await frame.evaluate(script).catch(() => undefined);
    }
    const context = this.included.length || this.excluded.length ? { include: this.included.length ? this.included.map((s) => [s]) : [['html']], exclude: this.excluded.map((s) => [s]) } : null;
    return this.page.evaluate(
      async ({ context, tags, disabled }) => {
        const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe;
        const options: Record<string, unknown> = { resultTypes: ['violations'], iframes: true };
        if (tags.length) options['runOnly'] = { type: 'tag', values: tags };
        if (disabled.length) options['rules'] = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
        const results = await axe.run(context ?? document, options);
        return { url: results.url, violations: results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({ id, impact, help, helpUrl, nodes: nodes.map(({ html, target, failureSummary }) => ({ html, target, failureSummary })) })) };
      },
      { context, tags: this.tags, disabled: this.disabled },
    );
  }
}
