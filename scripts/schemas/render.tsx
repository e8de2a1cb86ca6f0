/**
 * `npm run schemas:render -- <document> (a screen, layout, menu or form) --role R --flags F --lang L [--merchant M]
 * [--scenario S] [--data embedded]`: the rendered HTML, byte-identical across runs.
 */
import { formatProblem } from '../../src/schema/problem';
import { parseCliRequest } from './cli-context';
import { createDocumentRenderer } from './document-renderer';
import { installFixedClock, startEmbeddedData } from './embedded-data';

try {
  const request = parseCliRequest(process.argv.slice(2));
  const renderer = await createDocumentRenderer();
  let rendered;
  if (request.data === 'embedded') {
    installFixedClock();
    const embedded = startEmbeddedData();
    try {
      rendered = await renderer.render(request, { embedded, scenario: request.scenario ?? 'default' });
    } finally {
      embedded.close();
    }
  } else rendered = await renderer.render(request);
  process.stdout.write(`${rendered.html}\n`);
  for (const failure of rendered.failures) console.error(`widget ${failure.type} "${failure.nodeId}" failed: ${failure.message}`);
  for (const problem of rendered.problems) console.error(formatProblem(problem));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
