import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { RegistryWidgetsType, RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { ResolvedForm } from '@/schema/resolved';
import type { FormValues } from '@/renderer/form/field-rules';
import type { SchemaFormContext } from '@/renderer/form/form-context';
import { isObject } from './json-value';

// rjsf is a chunk of its own in the site; the studio loads it the same way, when a form is previewed.
const SchemaForm = lazy(() => import('@/renderer/form/schema-form'));

/** rjsf's own widgets; any other `ui:widget` is one of the site's account widgets (captcha, SMS code…). */
const RJSF_WIDGETS = new Set(['text', 'password', 'textarea', 'select', 'checkbox', 'radio', 'email', 'hidden', 'updown', 'range']);

type Widget = WidgetProps<FormValues, RJSFSchema, SchemaFormContext>;

/** Stands in for a site widget the studio does not draw (they live with the account modals in src/app). */
function SiteWidget({ id, value, onChange, options }: Widget) {
  return (
    <input
      id={id}
      className="input"
      value={typeof value === 'string' ? value : ''}
      placeholder={`${String(options['studioWidget'] ?? 'site widget')} (drawn by the site)`}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function siteWidgetNames(uiSchema: Record<string, unknown>): string[] {
  const names = new Set<string>();
  for (const ui of Object.values(uiSchema)) {
    const widget = isObject(ui) ? ui['ui:widget'] : undefined;
    if (typeof widget === 'string' && !RJSF_WIDGETS.has(widget)) names.add(widget);
  }
  return [...names];
}

/** A form document as the site's form renderer draws it (rjsf with the site's templates and rules), one tab at a time. */
/** `loadingText`: the studio's words while the form's code loads (the preview's `t` is the site's). */
export function FormPreview({ resolved, loadingText }: { resolved: ResolvedForm; loadingText: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  const [values, setValues] = useState<FormValues>({});
  const widgets = useMemo((): RegistryWidgetsType<FormValues, RJSFSchema, SchemaFormContext> => {
    const entries = siteWidgetNames(resolved.uiSchema).map((name) => [name, (props: Widget) => <SiteWidget {...props} options={{ ...props.options, studioWidget: name }} />] as const);
    return Object.fromEntries(entries);
  }, [resolved.uiSchema]);
  const current = resolved.tabs[Math.min(tab, resolved.tabs.length - 1)];
  return (
    <div className="studio-form-preview">
      {resolved.title && <h2>{t(resolved.title)}</h2>}
      {resolved.tabs.length > 1 && (
        <div className="studio-form-tabs" role="tablist">
          {resolved.tabs.map((entry, index) => (
            <button key={entry.id} type="button" role="tab" data-node-id={entry.id} aria-selected={entry === current} onClick={() => setTab(index)}>{t(entry.label)}</button>
          ))}
        </div>
      )}
      <Suspense fallback={<p role="status">{loadingText}</p>}>
        <SchemaForm form={resolved} fields={current?.fields} values={values} onChange={setValues} onSubmit={() => undefined} t={t} widgets={widgets} idPrefix="studio-form">
          <button type="submit" className="button button--primary">{t(current?.submitLabel ?? resolved.submitLabel ?? 'submit')}</button>
        </SchemaForm>
      </Suspense>
    </div>
  );
}
