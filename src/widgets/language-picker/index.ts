import { defineWidget } from '@/renderer/define-widget';
import { languagePickerProps } from './props';

export const languagePickerWidget = defineWidget({
  type: 'LanguagePicker',
  description: 'The language choice (spec §1: EN and TY), saved as `lang` and `hisLang`.',
  props: languagePickerProps,
  load: () => import('./language-picker'),
});
