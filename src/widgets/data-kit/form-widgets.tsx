import { useState, type ChangeEvent } from 'react';
import type { RegistryWidgetsType, RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { FormValues } from '@/renderer/form/field-rules';
import { ConsentWidget } from '@/renderer/form/consent-widget';
import { contextOf, type SchemaFormContext } from '@/renderer/form/form-context';
import { isImageSource } from '@/schema/url-policy';
import { usePlatformImage } from './platform-image';
import { readAsDataUrl, readImageList, uploadProblem, UPLOAD_MESSAGES, UPLOAD_RULES } from './upload-rules';

type Widget = WidgetProps<FormValues, RJSFSchema, SchemaFormContext>;

function numberOption(options: Widget['options'], name: string, fallback: number): number {
  const value = options[name];
  return typeof value === 'number' ? value : fallback;
}

/**
 * Image upload (spec §5): png or jpg, 5 MB each, at most `maxFiles` (3). A file that breaks a rule
 * is not added and the reason shows under the field; the images already chosen stay.
 */
function ImagesWidget({ id, value, onChange, disabled, options, registry }: Widget) {
  const { t } = contextOf(registry.formContext);
  const maxFiles = numberOption(options, 'maxFiles', UPLOAD_RULES.maxFiles);
  const images = readImageList(value);
  const [problem, setProblem] = useState<string | undefined>();
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const chosen = [...images];
    let refused: string | undefined;
    for (const file of files) {
      const reason = uploadProblem(file, chosen.length, maxFiles);
      if (reason) {
        refused = t(UPLOAD_MESSAGES[reason]);
        continue;
      }
      chosen.push(await readAsDataUrl(file));
    }
    setProblem(refused);
    if (chosen.length !== images.length) onChange(JSON.stringify(chosen));
  };
  const remove = (index: number) => {
    const next = images.filter((_, at) => at !== index);
    setProblem(undefined);
    onChange(next.length ? JSON.stringify(next) : undefined);
  };
  return (
    <div className="upload">
      <input id={id} className="upload__input" type="file" accept="image/png,image/jpeg" multiple={maxFiles > 1} disabled={disabled} onChange={(event) => void pick(event)} aria-describedby={problem ? `${id}__upload` : undefined} />
      <p className="upload__hint">{t('upload_hint')}</p>
      {images.length > 0 && (
        <ul className="upload__list">
          {images.map((image, index) => (
            <li key={index} className="upload__item">
              {isImageSource(image) && <img src={image} alt="" width={56} height={56} />}
              <button type="button" className="data-button data-button--secondary data-button--small" onClick={() => remove(index)}>
                {t('upload_remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p className="sf-field__error" id={`${id}__upload`} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** Pick one of several pictures (STATIC avatars): a radio group of images. */
function ImageChoiceWidget({ id, value, onChange, disabled, options, label, registry }: Widget) {
  const { t } = contextOf(registry.formContext);
  const picture = usePlatformImage();
  const choices = (options.enumOptions ?? []).map((option) => String(option.value)).filter((choice) => picture(choice) !== undefined);
  return (
    <div className="image-choice" role="radiogroup" aria-label={t(label)} id={id}>
      {choices.map((choice, index) => (
        <label key={choice} className={`image-choice__option${value === choice ? ' image-choice__option--chosen' : ''}`}>
          <input type="radio" name={id} value={choice} checked={value === choice} disabled={disabled} onChange={() => onChange(choice)} />
          <img src={picture(choice)} alt={`${t('avatar_option')} ${index + 1}`} width={48} height={48} />
        </label>
      ))}
    </div>
  );
}

/** Widgets data forms name in `ui:widget`. */
export const dataFormWidgets: RegistryWidgetsType<FormValues, RJSFSchema, SchemaFormContext> = {
  images: ImagesWidget,
  consent: ConsentWidget,
  imageChoice: ImageChoiceWidget,
};
