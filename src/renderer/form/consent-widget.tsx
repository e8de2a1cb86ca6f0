import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { isSitePath } from '@/schema/url-policy';
import type { FormValues } from './field-rules';
import { contextOf, type SchemaFormContext } from './form-context';
import { errorIdOf } from './templates';

type Widget = WidgetProps<FormValues, RJSFSchema, SchemaFormContext>;

/**
 * A box the member ticks (age, terms); its value is "true" or nothing, so `required` means ticked. The box is its
 * own label (the field shows no second one). `ui:options.link` (a site path) with `linkText` adds a link to what is
 * agreed to, opened in a new tab so nothing typed in the form is lost.
 */
export function ConsentWidget({ id, value, onChange, disabled, label, registry, options, rawErrors }: Widget) {
  const { t } = contextOf(registry.formContext);
  const text = typeof options['text'] === 'string' ? options['text'] : label;
  const link = typeof options['link'] === 'string' && isSitePath(options['link']) ? options['link'] : undefined;
  const linkText = typeof options['linkText'] === 'string' ? options['linkText'] : undefined;
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <div className="consent-field">
      <label className="consent" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={value === 'true'}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorIdOf(id) : undefined}
          onChange={(event) => onChange(event.target.checked ? 'true' : undefined)}
        />
        <span>{t(text)}</span>
      </label>
      {link && linkText && (
        <a className="consent__link" href={link} target="_blank" rel="noopener">
          {t(linkText)}
        </a>
      )}
    </div>
  );
}
