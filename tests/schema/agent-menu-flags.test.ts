import { describe, expect, it } from 'vitest';
import type { SchemaProblem } from '@/schema/problem';
import { resolveDocument } from '@/schema/resolve';
import type { MenuDocument } from '@/schema/types';
import { diskLoader } from '../../scripts/schemas/cli-context';
import { contextWith } from '../fixtures/schema-context';

/** spec §2 agent centre: the eight pages every agent has, in menu order. */
const ALWAYS = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
];

/** The contract pages, each shown only while the agent's funds say they hold that contract. */
const CONTRACT_PAGES = {
  dividendContract: 'agentDividendRecordCopy2',
  dailySalaryContract: 'agentDailyWages2',
  hourlySalaryContract: 'agentHourSalary',
  realTimeSalaryContract: 'agentRealtimeSalary',
} as const;

type ContractSetting = keyof typeof CONTRACT_PAGES;
const SETTINGS = Object.keys(CONTRACT_PAGES) as ContractSetting[];
const ALL_PAGES = [...ALWAYS, ...Object.values(CONTRACT_PAGES)];

async function agentMenu(settings: Record<ContractSetting, boolean>): Promise<string[]> {
  const problems: SchemaProblem[] = [];
  const loaded = await diskLoader('croupier', problems).load('menus/agent-center', 'menu');
  const result = resolveDocument(loaded.document as MenuDocument, contextWith({ role: 'agent', settings }), { documentName: 'menus/agent-center', knownTypes: new Set() });
  expect([...problems, ...result.problems]).toEqual([]);
  return result.document.items.map((item) => {
    // every item opens the agent-centre page of its own id
    expect(item.action).toEqual({ type: 'agentCenter', page: item.id });
    return item.id;
  });
}

const allContracts = (value: boolean) => Object.fromEntries(SETTINGS.map((setting) => [setting, value])) as Record<ContractSetting, boolean>;

describe('menus/agent-center: contract pages follow the agent’s contract settings', () => {
  it('every contract setting true: all 12 pages, in menu order', async () => {
    expect(await agentMenu(allContracts(true))).toEqual(ALL_PAGES);
  });

  it.each(SETTINGS)('%s false: only its page is gone, the other 11 stay', async (setting) => {
    const pages = await agentMenu({ ...allContracts(true), [setting]: false });
    expect(pages).not.toContain(CONTRACT_PAGES[setting]);
    expect(pages).toEqual(ALL_PAGES.filter((page) => page !== CONTRACT_PAGES[setting]));
    expect(pages).toHaveLength(11);
  });

  it('every contract setting false: the 8 pages every agent has', async () => {
    expect(await agentMenu(allContracts(false))).toEqual(ALWAYS);
  });
});
