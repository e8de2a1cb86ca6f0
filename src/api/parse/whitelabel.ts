import { array, boolean, isRecord, map, object, optional, string, type Parser } from './parsers';
import { ApiError } from '../errors/api-error';

/** One whitelabel node (spec §3) once parsed: the wire's `"1"`/`"0"` never leaves src/api. */
interface WhitelabelArea {
  modId: string;
  enabled: boolean;
  children: WhitelabelArea[];
}

const parseNode: Parser<WhitelabelArea> = (input, path) => {
  const node = object({ modId: string, enabled: boolean, childrenNodes: optional(array(parseNode)) })(input, path);
  return { modId: node.modId, enabled: node.enabled, children: node.childrenNodes ?? [] };
};

/** The tree may come as a list of roots or as one root. */
const parseTree: Parser<WhitelabelArea[]> = (input, path) => {
  if (Array.isArray(input)) return array(parseNode)(input, path);
  if (isRecord(input)) return [parseNode(input, path)];
  throw ApiError.malformed(path, 'expected a whitelabel tree');
};

/**
 * Flattens the tree to `{MODID: boolean}`. A child under a disabled parent is off too:
 * a merchant switching a whole area off expects everything inside it gone.
 */
function flatten(areas: readonly WhitelabelArea[], parentEnabled: boolean, flags: Record<string, boolean>): Record<string, boolean> {
  for (const area of areas) {
    const enabled = parentEnabled && area.enabled;
    flags[area.modId.toUpperCase()] = enabled;
    flatten(area.children, enabled, flags);
  }
  return flags;
}

/** spec §6 flags: `{MODID: boolean}`, parsed once here; stores, the renderer and the schema layer see booleans only. */
export const parseWhitelabelFlags: Parser<Record<string, boolean>> = map(parseTree, (tree) => flatten(tree, true, {}));
