import type { ModalProps } from '../overlays/modal-props';
import { CentreOverlay } from './centre-overlay';

export default function MemberCentre(props: ModalProps) {
  return <CentreOverlay {...props} menu="menus/member-center" title="mc_title" defaultPage="securityCenter" screens="screens/member" urlKey="memberCentre" />;
}
