import { defineWidget } from '@/renderer/define-widget';
import { contractTableProps } from './props';

export const contractTableWidget = defineWidget({
  type: 'ContractTable',
  description: 'An agent’s contracts of one type (spec §3, §4): rate, active members, period valid bet and profit and loss, period; offer, accept (with the higher-rate warning of spec §8), reject, request termination; real-time salary shows the next 5-minute settlement.',
  props: contractTableProps,
  load: () => import('./contract-table'),
});
