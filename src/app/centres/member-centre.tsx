import type { ModalProps } from '../overlays/modal-props';
import { CENTRES } from '@/page-load/centres';
import { CentreOverlay } from './centre-overlay';

export default function MemberCentre(props: ModalProps) {
  return <CentreOverlay {...props} menu={CENTRES.memberCentre.menu} title={CENTRES.memberCentre.title} defaultPage={CENTRES.memberCentre.defaultPage} screens={CENTRES.memberCentre.screens} urlKey="memberCentre" />;
}
