/** `npm run schemas:resolve -- <document> [context flags] [--explain]`: the resolved tree as normalized JSON. */
import { formatProblem } from '../../src/schema/problem';
import { normalizedJson, parseCliRequest } from './cli-context';
import { resolveRequest } from './resolve-request';

try {
  const request = parseCliRequest(process.argv.slice(2));
  const { resolved, problems, explain } = await resolveRequest(request);
  process.stdout.write(normalizedJson(request.explain ? { resolved, explain, problems } : resolved));
  for (const problem of problems) console.error(formatProblem(problem));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
