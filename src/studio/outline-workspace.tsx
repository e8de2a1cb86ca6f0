import { useEffect, useMemo } from 'react';
import type { TFunction, Translator } from '@/i18n/translator';
import type { WidgetRegistry } from '@/renderer/registry';
import { SUPPORTED_LANGUAGES, type Language } from '@/schema/languages';
import { withCopyText } from './copy-texts';
import { formatJson, isObject, valueAt, type JsonObject } from './json-value';
import { NodeInspector, type TextSlot } from './node-inspector';
import { placeOfMove } from './merchant-overrides';
import { findNode, flatten, insertAt, newTextKey, outlineOf, removeAt, setAt, textPropsOf, toggleHidden, uniqueId, type OutlineNode } from './outline-model';
import { OutlinePanel, type AddPlace, type CatalogueEntry } from './outline-panel';
import { moveEntry } from './reorder';
import { studioTranslator } from './studio-texts';
import { exampleNode } from './widget-catalogue';
import { LinkTargetEditor } from './link-target-editor';
import { sitePages } from './link-target';

import type { FileWrite, HistoryControls } from './use-edited-files';
import type { ImageUploader } from './image-upload';

export interface CopyFiles {
  /** The copy file a language's texts are written to (`i18n/ty.json`, or the merchant's). */
  path: (lang: Language) => string;
  /** Its text now (the draft, else the deployed file); undefined while it loads. */
  text: (lang: Language) => string | undefined;
}

interface Props {
  path: string;
  /** The open document's text, and its JSON value (undefined when the text does not parse). */
  text: string;
  value: unknown;
  commit: (writes: readonly FileWrite[], key?: string) => void;
  copy: CopyFiles;
  /** What a visitor reads in each language: the site's texts with the copy (and its drafts) on top. */
  translators: Readonly<Record<Language, Translator>>;
  lang: Language;
  registry: WidgetRegistry;
  history: HistoryControls;
  /** The entry selected (its pointer), kept by the page so the preview can show it. */
  selected: string | undefined;
  onSelect: (pointer: string | undefined) => void;
  /** Picture uploads through the publish service (a banner's art). */
  uploader?: ImageUploader | undefined;
  t: TFunction;
  /** What the site does with each row for the chosen role, flags and merchant (outline-states.ts). */
  annotate?: (nodes: OutlineNode[]) => OutlineNode[];
  /** With the studio's Merchant set to a merchant: edits become that merchant's operations, never the shared file's. */
  merchant?: MerchantEdits;
  /** The routes document's value (the edit of it, else the deployed one): the pages a menu item can go to. */
  routes?: unknown;
  /** Each screen's title (a text key), to name the pages. */
  screenTitles?: ReadonlyMap<string, string>;
}

/** The edits the outline makes for one merchant, recorded by the page as operations of its override. */
export interface MerchantEdits {
  merchant: string;
  toggleHidden: (entry: OutlineNode) => void;
  move: (id: string, place: { before: string } | { after: string }) => void;
  /** A text of the entry for this merchant only: `slot` is the entry's label (or field title) or one of its text props. */
  text: (entry: OutlineNode, slot: TextSlot, language: Language, written: string) => void;
  props: (entry: OutlineNode, props: JsonObject) => void;
  reset: (id: string) => void;
}

/** The text a visitor of `lang` reads for a text value: an i18n key through the copy, or the document's own copy. */
export function textIn(value: unknown, lang: Language, translator: Translator): string | undefined {
  if (typeof value === 'string') return translator.exists(value) ? translator.t(value) : undefined;
  if (isObject(value)) {
    const own = value[lang] ?? value['en'];
    return typeof own === 'string' ? own : undefined;
  }
  return undefined;
}

/** The outline beside the code: the document's tree, the selected entry's texts and props, and the edits. */
export function OutlineWorkspace({ path, text, value, commit, copy, translators, lang, registry, history, selected, onSelect, uploader, t, annotate, merchant, routes, screenTitles }: Props) {
  const propsSchema = (type: string): unknown => registry[type]?.props;
  const nodes = useMemo(() => {
    const plain = outlineOf(value, (type) => registry[type]?.props);
    return annotate ? annotate(plain) : plain;
  }, [value, registry, annotate]);
  const node = selected === undefined ? undefined : findNode(nodes, selected);
  const kind = isObject(value) ? value['kind'] : undefined;
  const languages = useMemo((): Language[] => [lang, ...SUPPORTED_LANGUAGES.filter((other) => other !== lang)], [lang]);
  const catalogue = useMemo((): CatalogueEntry[] => Object.values(registry).map((widget) => ({ type: widget.type, description: widget.description, acceptsChildren: widget.acceptsChildren })).sort((a, b) => a.type.localeCompare(b.type)), [registry]);

  // A selection the document no longer has (undone, deleted in the JSON) is dropped.
  useEffect(() => {
    if (selected !== undefined && nodes.length > 0 && !findNode(nodes, selected)) onSelect(undefined);
  }, [nodes, selected, onSelect]);

  const nameOf = (entry: OutlineNode) => {
    const translator = translators[lang];
    const shown = textIn(entry.text, lang, translator);
    if (entry.kind === 'group') return { name: t(entry.id === 'tabs' ? 'studio_group_tabs' : 'studio_group_fields'), kind: '' };
    const kinds: Record<Exclude<OutlineNode['kind'], 'node' | 'group'>, string> = { item: t('studio_kind_item'), field: t('studio_kind_field'), tab: t('studio_kind_tab'), fieldRef: t('studio_kind_field_ref') };
    const kindText = entry.kind === 'node' ? `${entry.type ?? ''}${entry.pointer.endsWith('/fallback') ? ` · ${t('studio_fallback')}` : ''}` : kinds[entry.kind];
    return { name: shown ?? entry.id, kind: kindText };
  };

  const writeDocument = (next: unknown, key?: string, also: readonly FileWrite[] = []) => {
    if (next === undefined) return;
    commit([{ path, text: formatJson(next) }, ...also], key);
  };

  const textSlots = (entry: OutlineNode | undefined): TextSlot[] => {
    if (!entry) return [];
    const at = valueAt(value, entry.pointer);
    if (entry.kind === 'node') {
      const props = isObject(at) && isObject(at['props']) ? at['props'] : {};
      return textPropsOf(propsSchema(entry.type ?? '')).map((name) => ({ name, pointer: `${entry.pointer}/props/${name}`, value: props[name] }));
    }
    if (entry.kind === 'item') return [{ name: 'label', pointer: `${entry.pointer}/label`, value: isObject(at) ? at['label'] : undefined }];
    if (entry.kind === 'tab') return ['label', 'submitLabel'].map((name) => ({ name, pointer: `${entry.pointer}/${name}`, value: isObject(at) ? at[name] : undefined }));
    if (entry.kind === 'field' || entry.kind === 'fieldRef') {
      const fields = isObject(value) && Array.isArray(value['fields']) ? value['fields'] : [];
      const index = fields.findIndex((field) => isObject(field) && field['id'] === entry.id);
      const field = fields[index];
      if (index < 0 || !isObject(field)) return [];
      return [{ name: 'title', pointer: `/fields/${index}/schema/title`, value: isObject(field['schema']) ? field['schema']['title'] : undefined }];
    }
    return [];
  };
  const slots = textSlots(node);

  const keyTaken = (key: string) => SUPPORTED_LANGUAGES.some((language) => translators[language].exists(key));

  const onText = (slot: TextSlot, language: Language, written: string) => {
    if (!node) return;
    if (merchant) return merchant.text(node, slot, language, written);
    if (isObject(slot.value)) {
      const own = { ...slot.value };
      if (written === '' && language !== 'en') delete own[language];
      else own[language] = written;
      writeDocument(setAt(value, slot.pointer, own), `text:${slot.pointer}:${language}`);
      return;
    }
    const copyText = copy.text(language);
    if (copyText === undefined) return;
    if (typeof slot.value === 'string' && slot.value !== '') {
      const next = withCopyText(copyText, slot.value, written);
      if (next !== undefined) commit([{ path: copy.path(language), text: next }], `text:${slot.value}:${language}`);
      return;
    }
    // A text the entry does not have yet: a new key, named after the entry, with the text in the copy.
    const key = newTextKey(node.id, slot.name, keyTaken);
    const next = withCopyText(copyText, key, written);
    if (next !== undefined) writeDocument(setAt(value, slot.pointer, key), undefined, [{ path: copy.path(language), text: next }]);
  };

  const onMove = (list: string, from: number, to: number) => {
    if (merchant) {
      // An entry keeps its place in this merchant's list by the id it is placed before or after.
      const ids = flatten(nodes).filter((row) => row.node.list === list && row.node.kind !== 'fieldRef').sort((a, b) => (a.node.index ?? 0) - (b.node.index ?? 0)).map((row) => row.node.id);
      const place = placeOfMove(ids, from, to);
      const id = ids[from];
      if (!place || id === undefined) return;
      merchant.move(id, place);
      onSelect(`${list}/${to}`);
      return;
    }
    const next = moveEntry(text, list, from, to);
    if (!next) return;
    commit([{ path, text: next }]);
    onSelect(`${list}/${to}`);
  };

  const onToggleHidden = () => node && (merchant ? merchant.toggleHidden(node) : writeDocument(toggleHidden(value, node.pointer)));

  const onDelete = () => {
    if (!node) return;
    let next = removeAt(value, node.pointer);
    // A field goes from every tab that lists it too (a tab naming a missing field would not load).
    if (node.kind === 'field' && isObject(next) && Array.isArray(next['tabs'])) {
      next = { ...next, tabs: next['tabs'].map((tab) => (isObject(tab) && Array.isArray(tab['fields']) ? { ...tab, fields: tab['fields'].filter((ref) => ref !== node.id) } : tab)) };
    }
    if (next === undefined) return;
    writeDocument(next);
    const rows = flatten(outlineOf(next, (type) => registry[type]?.props));
    const sibling = node.list !== undefined && node.index !== undefined ? rows.find((row) => row.node.pointer === `${node.list}/${node.index}`) ?? rows.find((row) => row.node.pointer === `${node.list}/${(node.index ?? 0) - 1}`) : undefined;
    onSelect(sibling?.node.pointer);
  };

  const onAdd = (type: string, place: AddPlace) => {
    const top = kind === 'menu' ? '/items' : '/body';
    const listAndIndex = (): { list: string; index: number } => {
      if (place === 'inside' && node) {
        const children = valueAt(value, `${node.pointer}/children`);
        return { list: `${node.pointer}/children`, index: Array.isArray(children) ? children.length : 0 };
      }
      if (place === 'after' && node?.list !== undefined && node.index !== undefined) return { list: node.list, index: node.index + 1 };
      const entries = valueAt(value, top);
      return { list: top, index: Array.isArray(entries) ? entries.length : 0 };
    };
    const { list, index } = listAndIndex();
    const copyWrites = new Map<Language, string>();
    const newText = (id: string, prop: string, texts: Record<Language, string>): string | undefined => {
      const key = newTextKey(id, prop, keyTaken);
      for (const language of SUPPORTED_LANGUAGES) {
        const current = copyWrites.get(language) ?? copy.text(language);
        const next = current === undefined ? undefined : withCopyText(current, key, texts[language]);
        if (next === undefined) return undefined;
        copyWrites.set(language, next);
      }
      return key;
    };
    const textsFor = (build: (studio: TFunction) => string): Record<Language, string> => ({ en: build(studioTranslator('en').t), ty: build(studioTranslator('ty').t) });
    let entry: JsonObject;
    if (type === 'item') {
      const id = uniqueId(value, 'item');
      const label = newText(id, 'label', textsFor((studio) => studio('studio_new_item')));
      if (!label) return;
      entry = { id, label };
    } else {
      const definition = registry[type];
      if (!definition) return;
      const id = uniqueId(value, type);
      const example = exampleNode(type, definition.props, new Map());
      const props: JsonObject = { ...(example.props ?? {}) };
      for (const name of textPropsOf(definition.props)) {
        if (props[name] === undefined) continue;
        const key = newText(id, name, textsFor((studio) => studio('studio_new_text', { type })));
        if (!key) return;
        props[name] = key;
      }
      entry = { type, id, ...(Object.keys(props).length > 0 ? { props } : {}) };
    }
    const next = insertAt(value, list, index, entry);
    writeDocument(next, undefined, [...copyWrites].map(([language, written]) => ({ path: copy.path(language), text: written })));
    onSelect(`${list}/${index}`);
  };

  if (value === undefined) return <p className="studio-muted studio-outline__note" role="status">{t('studio_outline_invalid_json')}</p>;
  if (nodes.length === 0) return <p className="studio-muted studio-outline__note" role="status">{t('studio_outline_empty')}</p>;
  const at = node ? valueAt(value, node.pointer) : undefined;
  const name = node ? nameOf(node) : { name: '', kind: '' };
  return (
    <div className="studio-workspace">
      <OutlinePanel
        nodes={nodes}
        selected={node}
        onSelect={onSelect}
        onMove={onMove}
        nameOf={nameOf}
        label={t('studio_outline_of', { document: path })}
        adds={merchant ? 'none' : kind === 'menu' ? 'items' : kind === 'screen' || kind === 'layout' ? 'widgets' : 'none'}
        merchant={merchant ? { name: merchant.merchant, reset: merchant.reset } : undefined}
        catalogue={catalogue}
        canHold={node?.kind === 'item' || (node?.kind === 'node' && registry[node.type ?? '']?.acceptsChildren === true)}
        onAdd={onAdd}
        onToggleHidden={onToggleHidden}
        onDelete={onDelete}
        history={history}
        t={t}
      />
      <section className="studio-inspector-box" aria-label={t('studio_inspector')}>
        <NodeInspector
          node={node}
          name={name.name}
          kind={name.kind}
          entry={at}
          texts={slots}
          textOf={(slotValue, language) => textIn(slotValue, language, translators[language])}
          onText={onText}
          propsSchema={node?.kind === 'node' ? propsSchema(node.type ?? '') : undefined}
          props={node?.kind === 'node' && isObject(at) && isObject(at['props']) ? at['props'] : undefined}
          copyContext={{
            lang,
            textOf: (key) => textIn(key, lang, translators[lang]),
            writeText: (key, hint, written) => {
              const copyText = copy.text(lang);
              if (copyText === undefined) return undefined;
              const target = key ?? newTextKey(`${node?.id ?? 'text'}_${hint.replace(/^studio-props-[^_]*_?/, '')}`, 'text', keyTaken);
              const next = withCopyText(copyText, target, written);
              if (next !== undefined) commit([{ path: copy.path(lang), text: next }], `text:${target}:${lang}`);
              return target;
            },
            missing: t('studio_text_missing'),
            keyLabel: (key) => t('studio_text_key', { key }),
            images: { uploader, t },
          }}
          onAction={(action) => node && writeDocument(setAt(value, `${node.pointer}/action`, action), `action:${node.pointer}`)}
          onProps={(props) => node && merchant ? merchant.props(node, props) : node && writeDocument(setAt(value, `${node.pointer}/props`, Object.keys(props).length > 0 ? props : undefined), `props:${node.pointer}`)}
          languages={languages}
          copyFile={copy.path(lang)}
          t={t}
        />
        {node?.kind === 'item' && (
          <LinkTargetEditor key={`${path}\n${node.pointer}`} item={at} pages={sitePages(routes).map((page) => ({ ...page, title: textIn(screenTitles?.get(page.screen), lang, translators[lang]) }))} routes={routes} onAction={(action) => writeDocument(setAt(value, `${node.pointer}/action`, action), `link:${node.pointer}`)} t={t} />
        )}
      </section>
    </div>
  );
}
