import { flattenWhitelabel, type WhitelabelNode } from '@/schema/whitelabel';
import { array, boolean, isRecord, map, object, optional, string, type Parser } from './parsers';
import { ApiError } from '../errors/api-error';

/** Whitelabel node; `enabled` is "1"/"0" on the wire, normalised here for the schema layer. */
const parseNode: Parser<WhitelabelNode> = (input, path) => {
  const node = object({ modId: string, enabled: boolean, childrenNodes: optional(array(parseNode)) })(input, path);
  return { modId: node.modId, enabled: node.enabled ? '1' : '0', childrenNodes: node.childrenNodes ?? [] };
};

/** The tree may come as a list of roots or as one root. */
const parseTree: Parser<WhitelabelNode[]> = (input, path) => {
  if (Array.isArray(input)) return array(parseNode)(input, path);
  if (isRecord(input)) return [parseNode(input, path)];
  throw ApiError.malformed(path, 'expected a whitelabel tree');
};

/** spec §6 flags: `{MODID: boolean}`, children of a disabled area off too. */
export const parseWhitelabelFlags: Parser<Record<string, boolean>> = map(parseTree, (tree) => flattenWhitelabel(tree));
