import { useTranslation } from '@/i18n/use-translation';
import { SUPPORTED_LANGUAGES, normalizeLanguage } from '@/schema/languages';
import { switchLanguage } from '@/i18n/app-i18n';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import type { LanguagePickerProps } from './props';
import './language-picker.css';

const NAMES: Record<string, string> = { en: 'EN', ty: 'TY' };

/** spec §1: EN and TY; the choice is saved as `lang` and `hisLang`. */
export default function LanguagePicker({ nodeId }: WidgetProps<LanguagePickerProps>) {
  const { t, i18n } = useTranslation();
  return (
    <label {...nodeAttributes(nodeId)} className="language-picker">
      <span className="visually-hidden">{t('language')}</span>
      <select
        value={normalizeLanguage(i18n.language)}
        onChange={(event) => {
          void switchLanguage(i18n, event.target.value);
        }}
      >
        {SUPPORTED_LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>{NAMES[lang]}</option>
        ))}
      </select>
    </label>
  );
}
