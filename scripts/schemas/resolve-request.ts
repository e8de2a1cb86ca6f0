import { kindOfDocument } from '../../src/schema/loader';
import { resolveDocument, type ResolvableDocument } from '../../src/schema/resolve';
import { buildExplainReport } from '../../src/schema/explain-report';
import { describeBinding, findBindings } from '../../src/schema/bindings';
import type { SchemaProblem } from '../../src/schema/problem';
import { widgetRegistry } from '../../src/widgets/registry';
import { diskLoader, type CliRequest } from './cli-context';

/** load → resolve for the CLIs, collecting every problem and the explain trail. */
export async function resolveRequest(request: CliRequest) {
  const problems: SchemaProblem[] = [];
  const loader = diskLoader(request.context.merchant, problems);
  const kind = kindOfDocument(request.documentName);
  if (kind === 'theme') throw new Error('theme documents are not resolved; they are read as they are');
  const loaded = await loader.load(request.documentName, kind);
  const base = await diskLoader('', []).load(request.documentName, kind);
  const document = loaded.document as ResolvableDocument;
  const result = resolveDocument(document, request.context, { documentName: request.documentName, knownTypes: new Set(Object.keys(widgetRegistry)) });
  problems.push(...result.problems);
  const explain = {
    ...buildExplainReport(base.document, [...loaded.explain, ...result.explain]),
    // Which data each node reads or changes, by name: `bindings` lists `pointer → query name(params ← source)`.
    bindings: Object.fromEntries(findBindings(result.document).map((found) => [found.pointer, describeBinding(found)])),
  };
  return { resolved: result.document, problems, explain };
}
