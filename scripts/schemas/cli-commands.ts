/**
 * What `schemas:render` and `schemas:resolve` print, as functions: the bins (render.tsx, resolve.ts) write the
 * result and exit with its code; the unit tests call them in the test process instead of starting a Node for each
 * run (tests/scripts/schemas-cli.test.ts keeps one real run of each bin).
 */
import { formatProblem } from '../../src/schema/problem';
import { normalizedJson, parseCliRequest } from './cli-context';
import { resolveRequest } from './resolve-request';

export interface CommandOutput {
  code: number;
  stdout: string;
  stderr: string;
}

const lines = (texts: string[]) => texts.map((text) => `${text}\n`).join('');
const failed = (error: unknown): CommandOutput => ({ code: 1, stdout: '', stderr: lines([error instanceof Error ? error.message : String(error)]) });

/** `schemas:render <document> [context flags] [--data embedded]`: the HTML on stdout, widget failures and problems on stderr. */
export async function renderCommand(argv: string[]): Promise<CommandOutput> {
  try {
    const request = parseCliRequest(argv);
    // Loaded here, not above: the widgets import CSS, which only schemas:render's Node is set up for (node-css-stub.mjs).
    const [{ createDocumentRenderer }, { installFixedClock, startEmbeddedData }] = await Promise.all([import('./document-renderer'), import('./embedded-data')]);
    const renderer = await createDocumentRenderer();
    let rendered;
    if (request.data === 'embedded') {
      const restoreClock = installFixedClock();
      const embedded = startEmbeddedData();
      try {
        rendered = await renderer.render(request, { embedded, scenario: request.scenario ?? 'default' });
      } finally {
        embedded.close();
        restoreClock();
      }
    } else rendered = await renderer.render(request);
    const failures = rendered.failures.map((failure) => `widget ${failure.type} "${failure.nodeId}" failed: ${failure.message}`);
    return { code: 0, stdout: `${rendered.html}\n`, stderr: lines([...failures, ...rendered.problems.map(formatProblem)]) };
  } catch (error) {
    return failed(error);
  }
}

/** `schemas:resolve <document> [context flags] [--explain]`: the resolved tree as normalized JSON, problems on stderr. */
export async function resolveCommand(argv: string[]): Promise<CommandOutput> {
  try {
    const request = parseCliRequest(argv);
    const { resolved, problems, explain } = await resolveRequest(request);
    return { code: 0, stdout: normalizedJson(request.explain ? { resolved, explain, problems } : resolved), stderr: lines(problems.map(formatProblem)) };
  } catch (error) {
    return failed(error);
  }
}

/** Writes a command's output as the bin's own and sets the exit code. */
export function printCommandOutput(output: CommandOutput): void {
  process.stdout.write(output.stdout);
  process.stderr.write(output.stderr);
  process.exitCode = output.code;
}
