/** The platform's whitelabel tree (spec §3): `{modId, enabled: "1"|"0", childrenNodes}`. */
export interface WhitelabelNode {
  modId: string;
  enabled: string;
  childrenNodes?: WhitelabelNode[];
}

/**
 * Flattens the tree to `{MODID: boolean}`. A child under a disabled parent is off too:
 * a merchant switching a whole area off expects everything inside it gone.
 */
export function flattenWhitelabel(nodes: readonly WhitelabelNode[], parentEnabled = true): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const node of nodes) {
    const enabled = parentEnabled && node.enabled === '1';
    flags[node.modId.toUpperCase()] = enabled;
    Object.assign(flags, flattenWhitelabel(node.childrenNodes ?? [], enabled));
  }
  return flags;
}
