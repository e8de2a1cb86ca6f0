import type { RecordColumn } from '../data-kit/records-props';

/** spec §3 contract fields, in the order agents read them; documents may reorder, hide or relabel them. */
export function defaultContractColumns(kind: string): RecordColumn[] {
  return [
    { field: 'counterpart', label: 'contract_counterpart', format: 'text' },
    { field: 'side', label: 'contract_side', format: 'enum', enumPrefix: 'contract_side_' },
    { field: 'rate', label: 'contract_rate', format: kind === 'dividend' ? 'percent' : 'money' },
    { field: 'activeMembers', label: 'contract_active_members', format: 'number' },
    { field: 'periodValidBet', label: 'contract_period_valid_bet', format: 'money' },
    { field: 'periodProfitLoss', label: 'contract_period_profit_loss', format: 'money', signed: true },
    { field: 'period', label: 'contract_period', format: 'enum', enumPrefix: 'contract_period_' },
    { field: 'status', label: 'contract_status', format: 'status' },
  ];
}
