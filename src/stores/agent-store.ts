import { create } from 'zustand';
import { loadApi } from './lazy-api';

/** Which contract pages an agent has (spec §2: dividend, daily, hourly, real-time salary "only when enabled"). */
export interface AgentContracts {
  dividendContract: boolean;
  dailySalaryContract: boolean;
  hourlySalaryContract: boolean;
  realTimeSalaryContract: boolean;
}

interface AgentState {
  contracts: AgentContracts | undefined;
  loadContracts: () => Promise<void>;
  clear: () => void;
}

export const useAgentStore = create<AgentState>((set) => ({
  contracts: undefined,
  loadContracts: async () => {
    try {
      const api = await loadApi();
      const funds = await api.getConsolidatedFunds();
      set({
        contracts: {
          dividendContract: funds.dividendContract,
          dailySalaryContract: funds.dailySalaryContract,
          hourlySalaryContract: funds.hourlySalaryContract,
          realTimeSalaryContract: funds.realTimeSalaryContract,
        },
      });
    } catch {
      set({ contracts: undefined }); // the contract pages stay hidden; the rest of the centre works
    }
  },
  clear: () => set({ contracts: undefined }),
}));
