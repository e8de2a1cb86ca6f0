import type { Scenario, WhitelabelFlag } from './scenarios';

export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

/** Real merchants nest the flags under area nodes; the front end flattens the tree (spec §3). */
const AREAS: Record<string, readonly WhitelabelFlag[]> = {
  REGISTER3: ['DIRECTREG3', 'USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3'],
  LOGIN3: ['MOBILEVERCODELOGIN3', 'FREEPLAY3', 'PWDEXPFORCECHANGE3', 'CHNGPASSVERIF3'],
  MEMBER3: ['MANPLAYREB3', 'AGENTPOLICY3'],
};

function leaf(modId: string, enabled: boolean): WhitelabelNode {
  return { modId, enabled: enabled ? '1' : '0', childrenNodes: [] };
}

export function whitelabelTree(scenario: Scenario): WhitelabelNode[] {
  return Object.entries(AREAS).map(([area, flags]) => ({
    modId: area,
    enabled: '1',
    childrenNodes: flags.map((flag) => leaf(flag, scenario.flags[flag])),
  }));
}
