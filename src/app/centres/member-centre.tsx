import type { ModalProps } from '../overlays/modal-props';
import { CENTRES } from '@/page-load/centres';
import { CentreOverlay } from './centre-overlay';

export default function MemberCentre(props: ModalProps) {
  return <CentreOverlay {...props} menu={CENTRES.memberCentre.menu} title="mc_title" defaultPage="securityCenter" screens={CENTRES.memberCentre.screens} urlKey="memberCentre" />;
}
