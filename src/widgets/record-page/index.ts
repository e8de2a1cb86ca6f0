import { defineWidget } from '@/renderer/define-widget';
import { recordPageProps } from './props';

export const recordPageWidget = defineWidget({
  type: 'RecordPage',
  description:
    'One record’s page (a promotion’s detail): a back link, the record’s picture and name, then its parts (children, bound to the same query) once it loaded; one "not found" with the way back when the URL names no record or the platform knows none.',
  props: recordPageProps,
  acceptsChildren: true,
  load: () => import('./record-page'),
});
