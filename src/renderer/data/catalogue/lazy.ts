import type { CommandDefinition, QueryDefinition } from '../data-types';
import { COMMAND_GROUPS, QUERY_GROUPS, type Group } from './groups';

export { COMMAND_GROUPS, QUERY_GROUPS };

/**
 * The data catalogue as the running site reads it: each call group (`./wallet.ts`, `./content.ts`, …, with the
 * src/api calls it makes) is a chunk of its own, loaded the first time a widget runs one of its queries or
 * commands, or when boot sees a route's documents bind to it (`preloadCatalogueGroups`). A visitor's home page
 * binds only `notices` (the content group): it no longer downloads the wallet, rewards, agent, member and records
 * entries and their part of the API client (issue 28, home JS). `./index.ts` stays the whole catalogue for the
 * checks, the studio and the tests. Which group holds a name is written in `./groups.ts` (the build reads it too), and
 * a unit test checks each group holds its names.
 */

interface GroupEntries {
  readonly queries: Readonly<Record<string, QueryDefinition>>;
  readonly commands: Readonly<Record<string, CommandDefinition>>;
}

const GROUPS: Readonly<Record<Group, () => Promise<GroupEntries>>> = {
  wallet: () => import('./wallet').then((group) => ({ queries: group.walletQueries, commands: group.walletCommands })),
  member: () => import('./member').then((group) => ({ queries: group.memberQueries, commands: group.memberCommands })),
  records: () => import('./records').then((group) => ({ queries: group.recordQueries, commands: group.recordCommands })),
  rewards: () => import('./rewards').then((group) => ({ queries: group.rewardQueries, commands: group.rewardCommands })),
  content: () => import('./content').then((group) => ({ queries: group.contentQueries, commands: group.contentCommands })),
  notices: () => import('./notices').then((group) => ({ queries: group.noticeQueries, commands: {} })),
  agent: () => import('./agent').then((group) => ({ queries: group.agentQueries, commands: group.agentCommands })),
};

const queryGroups: ReadonlyMap<string, Group> = new Map(Object.entries(QUERY_GROUPS));
const commandGroups: ReadonlyMap<string, Group> = new Map(Object.entries(COMMAND_GROUPS));
const loading = new Map<Group, Promise<GroupEntries>>();

/** One load per group; a failed one (a chunk that did not arrive) is forgotten, so the next call tries again. */
function loadGroup(group: Group): Promise<GroupEntries> {
  let pending = loading.get(group);
  if (!pending) {
    pending = GROUPS[group]();
    pending.catch(() => loading.delete(group));
    loading.set(group, pending);
  }
  return pending;
}

/** A query by name, its group loaded first; `undefined` for a name the catalogue does not have. */
export async function loadQuery(name: string): Promise<QueryDefinition | undefined> {
  const group = queryGroups.get(name);
  return group ? (await loadGroup(group)).queries[name] : undefined;
}

/** A command by name, its group loaded first; `undefined` for a name the catalogue does not have. */
export async function loadCommand(name: string): Promise<CommandDefinition | undefined> {
  const group = commandGroups.get(name);
  return group ? (await loadGroup(group)).commands[name] : undefined;
}

/** Starts loading the groups of these query and command names (unknown names are ignored); never rejects. */
export function preloadCatalogueGroups(names: Iterable<string>): void {
  const groups = new Set<Group>();
  for (const name of names) {
    const group = queryGroups.get(name) ?? commandGroups.get(name);
    if (group) groups.add(group);
  }
  for (const group of groups) loadGroup(group).catch(() => undefined);
}
