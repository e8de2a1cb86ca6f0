import { useEffect } from 'react';
import { useAgentStore } from '@/stores/agent-store';
import type { ModalProps } from '../overlays/modal-props';
import { CENTRES } from '@/page-load/centres';
import { CentreOverlay } from './centre-overlay';

export default function AgentCentre(props: ModalProps) {
  const loadContracts = useAgentStore((s) => s.loadContracts);
  useEffect(() => void loadContracts(), [loadContracts]);
  return <CentreOverlay {...props} menu={CENTRES.agentCentre.menu} title={CENTRES.agentCentre.title} defaultPage={CENTRES.agentCentre.defaultPage} screens={CENTRES.agentCentre.screens} urlKey="agentCentre" />;
}
