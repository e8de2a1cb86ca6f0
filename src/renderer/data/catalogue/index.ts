import type { CommandDefinition, QueryDefinition } from '../data-types';
import { agentCommands, agentQueries } from './agent';
import { contentCommands, contentQueries } from './content';
import { memberCommands, memberQueries } from './member';
import { noticeQueries } from './notices';
import { recordCommands, recordQueries } from './records';
import { rewardCommands, rewardQueries } from './rewards';
import { walletCommands, walletQueries } from './wallet';

/**
 * The named queries (reads) and commands (writes) schemas may bind to (docs/architecture.md "Data in schemas"), one
 * file per call group. Each is a typed src/api function with a JSON Schema for its params, from which its `run`'s
 * params are typed (`./define.ts`). A document can name only what is here: no URL ever comes from a schema.
 * `schemas:check` reads this catalogue too.
 */
export const queries = {
  ...walletQueries,
  ...memberQueries,
  ...recordQueries,
  ...rewardQueries,
  ...contentQueries,
  ...noticeQueries,
  ...agentQueries,
} as const satisfies Record<string, QueryDefinition>;

export const commands = {
  ...walletCommands,
  ...memberCommands,
  ...recordCommands,
  ...rewardCommands,
  ...contentCommands,
  ...agentCommands,
} as const satisfies Record<string, CommandDefinition>;

export type QueryName = keyof typeof queries;
export type CommandName = keyof typeof commands;

const queryMap: ReadonlyMap<string, QueryDefinition> = new Map(Object.entries(queries));
const commandMap: ReadonlyMap<string, CommandDefinition> = new Map(Object.entries(commands));

/** A lookup miss is `undefined`: the widget shows its error state naming the unknown name. */
export function queryNamed(name: string): QueryDefinition | undefined {
  return queryMap.get(name);
}

export function commandNamed(name: string): CommandDefinition | undefined {
  return commandMap.get(name);
}
