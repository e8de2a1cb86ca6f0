import { defineWidget } from '@/renderer/define-widget';
import { helpSectionsProps } from './props';

export const helpSectionsWidget = defineWidget({
  type: 'HelpSections',
  description: 'Help-centre articles grouped by category, each section with its anchor (the footer’s About links land on them); HTML sanitized.',
  props: helpSectionsProps,
  queriesOnMount: true,
  load: () => import('./help-sections'),
});
