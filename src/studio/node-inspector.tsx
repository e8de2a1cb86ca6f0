import { useMemo, useState } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema, ValidatorType, WidgetProps } from '@rjsf/utils';
import type { TFunction } from '@/i18n/translator';
import { languageTag, type Language } from '@/schema/languages';
import { isObject, type JsonObject } from './json-value';
import { isTextProperty, type OutlineNode } from './outline-model';
import { isSitePath } from '@/schema/url-policy';
import { ImageUpload, type ImageUploader } from './image-upload';

/** One text of the selected entry: where its value (an i18n key, or copy per language) sits in the document. */
export interface TextSlot {
  /** The property's name (`text`, `label`, `title`…). */
  name: string;
  pointer: string;
  value: unknown;
}

type FormData = JsonObject;

/** What a text nested in a prop (a tile's label) needs: its text in the chosen language, and writing it to the copy. */
export interface CopyContext {
  lang: Language;
  textOf: (key: string) => string | undefined;
  /** Writes a key's text in the chosen language; with no key yet, makes one (from `hint`) and returns it. */
  writeText: (key: string | undefined, hint: string, text: string) => string | undefined;
  missing: string;
  keyLabel: (key: string) => string;
  /** Picture props (a banner's art) upload through the publish service. */
  images?: { uploader: ImageUploader | undefined; t: TFunction };
}

/** A prop that names a picture (a banner's `image`, or one described as artwork): uploaded, not typed. */
export function isImageProperty(name: string, schema: unknown): boolean {
  if (!isObject(schema) || schema['type'] !== 'string') return false;
  return name === 'image' || (typeof schema['description'] === 'string' && schema['description'].startsWith('artwork URL'));
}

/** A picture prop in the props form: the picture now and an upload (the service checks it; it goes live with the publish). */
function ImageWidget({ value, onChange, registry }: WidgetProps<FormData, RJSFSchema, CopyContext>) {
  const images = registry.formContext.images;
  if (!images) return <span className="studio-muted">{typeof value === 'string' ? value : ''}</span>;
  return <ImageUpload name={images.t('studio_image_picture')} value={typeof value === 'string' ? value : undefined} use="picture" uploader={images.uploader} onChange={(url) => onChange(url)} t={images.t} />;
}

/** A nested text prop in the props form: the text a visitor reads in the chosen language, not its key. */
function CopyTextWidget({ id, value, onChange, registry }: WidgetProps<FormData, RJSFSchema, CopyContext>) {
  const context = registry.formContext;
  const key = typeof value === 'string' && value !== '' ? value : undefined;
  const [typed, setTyped] = useState<string | undefined>(undefined);
  return (
    <span className="studio-copy-widget">
      <span className="studio-copy-widget__row">
        <input
          id={id}
          type="text"
          lang={languageTag(context.lang)}
          value={typed ?? (key ? context.textOf(key) ?? '' : '')}
          placeholder={context.missing}
          onChange={(event) => {
            setTyped(event.target.value);
            const made = context.writeText(key, id, event.target.value);
            if (made !== undefined && made !== key) onChange(made);
          }}
          onBlur={() => setTyped(undefined)}
        />
        <abbr title={context.lang.toUpperCase()}>{context.lang.toUpperCase()}</abbr>
      </span>
      {key && <small>{context.keyLabel(key)}</small>}
    </span>
  );
}

const formWidgets = { copyText: CopyTextWidget, imageUpload: ImageWidget };

/** The props form's ui schema: every text nested in the props (in objects and lists) edited as text, per language. */
export function textUiSchema(schema: unknown): UiSchema<FormData, RJSFSchema, CopyContext> {
  const ui: Record<string, unknown> = {};
  if (!isObject(schema)) return ui;
  if (isObject(schema['properties'])) {
    for (const [name, property] of Object.entries(schema['properties'])) {
      if (isTextProperty(property)) ui[name] = { 'ui:widget': 'copyText' };
      else if (isImageProperty(name, property)) ui[name] = { 'ui:widget': 'imageUpload' };
      else if (isObject(property) && (isObject(property['properties']) || isObject(property['items']))) ui[name] = textUiSchema(property);
    }
  }
  if (isObject(schema['items'])) ui['items'] = textUiSchema(schema['items']);
  return ui;
}

/**
 * rjsf's validator, without ajv: the studio's checks are the loader's (the Problems list and the JSON editor's
 * marks), and ajv compiles code the site's Content-Security-Policy refuses. The form only draws and collects.
 */
const collectOnly: ValidatorType<FormData, RJSFSchema, CopyContext> = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};

/** A prop's name as a label: `ctaLabel` → "Cta label". */
export function propLabel(name: string): string {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * The props schema as the form draws it: without the texts (edited per language above it), without `default`s
 * (rjsf would write them into the document; the form says them instead) and without the top-level
 * `anyOf`/`oneOf` that only say which props go together (the loader's check says that).
 */
export function formSchemaOf(propsSchema: unknown, textProps: readonly string[], t: TFunction): RJSFSchema | undefined {
  if (!isObject(propsSchema) || !isObject(propsSchema['properties'])) return undefined;
  const strip = (schema: unknown): unknown => {
    if (Array.isArray(schema)) return schema.map(strip);
    if (!isObject(schema)) return schema;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'default') continue;
      out[key] = key === 'properties' && isObject(value) ? Object.fromEntries(Object.entries(value).map(([name, property]) => [name, strip(property)])) : strip(value);
    }
    if ('default' in schema) {
      const note = t('studio_props_default', { value: JSON.stringify(schema['default']) });
      out['description'] = typeof schema['description'] === 'string' ? `${schema['description']} (${note})` : note;
    }
    return out;
  };
  const properties = Object.fromEntries(Object.entries(propsSchema['properties']).filter(([name]) => !textProps.includes(name)).map(([name, schema]) => [name, strip(schema)]));
  if (Object.keys(properties).length === 0) return undefined;
  const required = Array.isArray(propsSchema['required']) ? propsSchema['required'].filter((name): name is string => typeof name === 'string' && name in properties) : [];
  const titled = Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, isObject(schema) ? { title: propLabel(name), ...schema } : schema]));
  const schema: JsonObject = { type: 'object', properties: titled, required };
  // rjsf reads this shape; the value is plain JSON built above.
  return schema as RJSFSchema;
}

const blank = (value: unknown) => value === undefined || value === '';

/** Whether two JSON values are equal, whatever the order of their keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((entry, index) => sameJson(entry, b[index]));
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((key) => !blank(a[key]) || !blank(b[key])));
    return [...keys].every((key) => sameJson(a[key], b[key]));
  }
  return a === b;
}

/** The node's props after a form change: the texts kept, the props in their order, emptied ones removed. */
export function mergedProps(props: JsonObject, next: JsonObject, textNames: readonly string[]): JsonObject {
  const merged: JsonObject = {};
  for (const key of Object.keys(props)) {
    if (textNames.includes(key)) merged[key] = props[key];
    else if (!blank(next[key])) merged[key] = next[key];
  }
  for (const [key, value] of Object.entries(next)) if (!(key in merged) && !blank(value)) merged[key] = value;
  return merged;
}

/**
 * A text field over a text the copy decides: while it has focus it shows what the operator typed (an emptied
 * field stays empty, though the copy then falls back to the site's own text), and the copy's text otherwise.
 */
function TextInput({ lang, text, placeholder, onText }: { lang: Language; text: string; placeholder: string; onText: (text: string) => void }) {
  const [typed, setTyped] = useState<string | undefined>(undefined);
  return (
    <input
      type="text"
      lang={languageTag(lang)}
      value={typed ?? text}
      placeholder={placeholder}
      onChange={(event) => {
        setTyped(event.target.value);
        onText(event.target.value);
      }}
      onBlur={() => setTyped(undefined)}
    />
  );
}

interface Props {
  node: OutlineNode | undefined;
  name: string;
  kind: string;
  /** The selected entry as the document has it. */
  entry: unknown;
  texts: readonly TextSlot[];
  /** The text a visitor of that language reads for a slot's value (undefined: none yet). */
  textOf: (value: unknown, lang: Language) => string | undefined;
  onText: (slot: TextSlot, lang: Language, text: string) => void;
  /** The props form: the widget's props schema, the props now, and the change. */
  propsSchema: unknown;
  props: JsonObject | undefined;
  onProps: (props: JsonObject) => void;
  copyContext: CopyContext;
  /** The chosen language first. */
  languages: readonly Language[];
  copyFile: string;
  /** Sets the entry's action (a banner's link); absent: the entry's action is not edited here. */
  onAction?: (action: JsonObject) => void;
  t: TFunction;
}

/** Where a banner's button goes, as a page of this site (its node action `navigate`). */
function BannerLink({ action, onAction, t }: { action: unknown; onAction: (action: JsonObject) => void; t: TFunction }) {
  const to = isObject(action) && action['type'] === 'navigate' && typeof action['to'] === 'string' ? action['to'] : '';
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const now = isObject(action) && action['type'] === 'modal' && typeof action['modal'] === 'string' ? t('studio_banner_link_modal', { modal: action['modal'] }) : to || '—';
  const shown = typed ?? to;
  const bad = typed !== undefined && typed !== '' && !isSitePath(typed);
  return (
    <label className="studio-banner-link">
      <span>{t('studio_banner_link')}</span>
      <input
        type="text"
        inputMode="url"
        value={shown}
        placeholder="/promotions"
        aria-invalid={bad || undefined}
        onChange={(event) => {
          const next = event.target.value.trim();
          setTyped(event.target.value);
          if (next !== '' && isSitePath(next)) onAction({ ...(isObject(action) && action['type'] === 'navigate' ? action : {}), type: 'navigate', to: next });
        }}
        onBlur={() => setTyped(undefined)}
      />
      <small className={bad ? 'studio-error' : 'studio-muted'} role={bad ? 'alert' : undefined}>{bad ? t('studio_banner_link_bad') : t('studio_banner_link_help', { now })}</small>
    </label>
  );
}

/** The notice type a platform-fed carousel shows (its query's `type` param). */
function platformNoticeType(props: JsonObject | undefined): string | undefined {
  const source = props?.['source'];
  if (!isObject(source)) return undefined;
  const params = source['params'];
  return isObject(params) && typeof params['type'] === 'string' ? params['type'] : typeof source['query'] === 'string' ? source['query'] : undefined;
}

/** The selected entry's texts, per language, and a form of its widget's props (generated from its props JSON Schema). */
export function NodeInspector({ node, name, kind, entry, texts, textOf, onText, propsSchema, props, onProps, copyContext, languages, copyFile, onAction, t }: Props) {
  const textNames = useMemo(() => texts.map((slot) => slot.name), [texts]);
  const schema = useMemo(() => formSchemaOf(propsSchema, textNames, t), [propsSchema, textNames, t]);
  const uiSchema = useMemo((): UiSchema<FormData, RJSFSchema, CopyContext> => ({ ...textUiSchema(schema), 'ui:submitButtonOptions': { norender: true } }), [schema]);
  if (!node) return <p className="studio-muted studio-inspector__empty">{t('studio_inspector_empty')}</p>;
  const when = isObject(entry) ? entry['when'] : undefined;
  const formData: FormData = props ? Object.fromEntries(Object.entries(props).filter(([key]) => !textNames.includes(key))) : {};
  return (
    <div className="studio-inspector">
      <header className="studio-inspector__head">
        <h2>{name}</h2>
        <small>{kind} · {t('studio_inspector_id', { id: node.id })}</small>
      </header>
      {node.hidden && <p className="studio-warning" role="note">{t('studio_hidden_note')}</p>}
      {!node.hidden && when !== undefined && <p className="studio-muted">{t('studio_condition', { condition: JSON.stringify(when) })}</p>}
      {node.kind === 'node' && node.type === 'BannerCarousel' && <p className="studio-note" role="note">{t('studio_banner_platform', { type: platformNoticeType(props) ?? '?' })}</p>}
      {node.kind === 'node' && node.type === 'HeroBanner' && onAction && <BannerLink key={node.pointer} action={isObject(entry) ? entry['action'] : undefined} onAction={onAction} t={t} />}
      {texts.length > 0 && (
        <fieldset className="studio-inspector__texts">
          <legend>{t('studio_texts')}</legend>
          <p className="studio-muted">{t('studio_texts_help', { file: copyFile })}</p>
          {texts.map((slot) => (
            <div key={slot.pointer} className="studio-inspector__text">
              {languages.map((lang) => (
                <label key={lang}>
                  <span>{t('studio_text_in', { name: propLabel(slot.name), lang: lang.toUpperCase() })}</span>
                  <TextInput lang={lang} text={textOf(slot.value, lang) ?? ''} placeholder={t('studio_text_missing')} onText={(written) => onText(slot, lang, written)} />
                </label>
              ))}
              {typeof slot.value === 'string' && <small className="studio-muted">{t('studio_text_key', { key: slot.value })}</small>}
            </div>
          ))}
        </fieldset>
      )}
      {node.kind === 'node' && (
        <fieldset className="studio-inspector__props">
          <legend>{t('studio_props')}</legend>
          {schema ? (
            <Form<FormData, RJSFSchema, CopyContext>
              key={`${node.pointer}\n${node.type ?? ''}`}
              schema={schema}
              uiSchema={uiSchema}
              formData={formData}
              validator={collectOnly}
              widgets={formWidgets}
              formContext={copyContext}
              noHtml5Validate
              idPrefix={`studio-props-${node.id}`}
              onChange={(event) => {
                const next = isObject(event.formData) ? event.formData : {};
                if (sameJson(next, formData)) return;
                onProps(mergedProps(props ?? {}, next, textNames));
              }}
            />
          ) : (
            <p className="studio-muted">{t('studio_props_none')}</p>
          )}
        </fieldset>
      )}
    </div>
  );
}
