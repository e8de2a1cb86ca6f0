import type { ModalProps } from '../overlays/modal-registry';
import { CentreOverlay } from './centre-overlay';

export default function AgentCentre(props: ModalProps) {
  return <CentreOverlay {...props} menu="menus/agent-center" title="ac_title" defaultPage="agentTeamOverview" />;
}
