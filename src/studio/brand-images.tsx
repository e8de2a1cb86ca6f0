import type { TFunction } from '@/i18n/translator';
import { formatJson, isObject, parseJsonText } from './json-value';
import { ImageUpload, type ImageUploader } from './image-upload';
import type { FileWrite } from './use-edited-files';

interface Props {
  /** The theme document open in the studio (`themes/default.json`, or a merchant's `merchants/<id>/themes/default.json`). */
  path: string;
  /** Its text now (the edit, else the deployed file). */
  text: string;
  /** The merchant whose brand it is (named in the help). */
  merchant: string;
  uploader: ImageUploader | undefined;
  commit: (writes: readonly FileWrite[], key?: string) => void;
  t: TFunction;
}

/**
 * A merchant's logo and tab icon (favicon), uploaded through the publish service and written into its theme
 * document (`logo`, `favicon`). Self-contained: it edits only those two members of the text it is given, so it can
 * sit in any theme editor beside the colours and fonts.
 */
export function BrandImages({ path, text, merchant, uploader, commit, t }: Props) {
  const parsed = parseJsonText(text);
  const theme = parsed.ok && isObject(parsed.value) && parsed.value['kind'] === 'theme' ? parsed.value : undefined;
  if (!theme) return <p className="studio-muted">{t('studio_brand_not_theme')}</p>;
  const set = (member: 'logo' | 'favicon', url: string) => commit([{ path, text: formatJson({ ...theme, [member]: url }) }], `brand:${member}`);
  const current = (member: 'logo' | 'favicon') => (typeof theme[member] === 'string' ? theme[member] : undefined);
  return (
    <fieldset className="studio-brand-images">
      <legend>{t('studio_brand_images')}</legend>
      <p className="studio-muted">{t('studio_brand_images_help', { merchant })}</p>
      <ImageUpload name={t('studio_image_logo')} value={current('logo')} use="picture" uploader={uploader} onChange={(url) => set('logo', url)} t={t} />
      <ImageUpload name={t('studio_image_favicon')} value={current('favicon')} use="favicon" uploader={uploader} onChange={(url) => set('favicon', url)} t={t} />
    </fieldset>
  );
}
