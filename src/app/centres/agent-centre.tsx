import { useEffect } from 'react';
import { useAgentStore } from '@/stores/agent-store';
import type { ModalProps } from '../overlays/modal-props';
import { CentreOverlay } from './centre-overlay';

export default function AgentCentre(props: ModalProps) {
  const loadContracts = useAgentStore((s) => s.loadContracts);
  useEffect(() => void loadContracts(), [loadContracts]);
  return <CentreOverlay {...props} menu="menus/agent-center" title="ac_title" defaultPage="agentTeamOverview" screens="screens/agent" urlKey="agentCentre" />;
}
