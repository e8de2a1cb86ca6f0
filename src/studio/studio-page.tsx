import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@/renderer/navigation';
import type { Translator } from '@/i18n/translator';
import { createI18n } from '@/i18n/i18n';
import { switchLanguage } from '@/i18n/app-i18n';
import { useTranslation } from '@/i18n/use-translation';
import { applyOverride } from '@/schema/overrides';
import { addressableLists } from '@/schema/addressable-lists';
import { collectIds } from '@/schema/tree';
import { kindOfDocument } from '@/schema/loader';
import { validateDocument } from '@/schema/validate-document';
import type { ExplainEntry } from '@/schema/explain';
import type { OverrideDocument, SchemaDocument, SchemaNode, ThemeDocument } from '@/schema/types';
import type { OutlineNode } from './outline-model';
import type { FileWrite } from './use-edited-files';
import { withCopyText } from './copy-texts';
import type { Action } from '@/schema/types';
import { normalizeLanguage, SUPPORTED_LANGUAGES, type Language } from '@/schema/languages';
import { SCENARIO_STORAGE_KEY, STUDIO_JSON_EDITOR_KEY } from '@/schema/storage-keys';
import { lazyComponentSource } from '@/renderer/component-source';
import { widgetLoaders } from '@/widgets/loaders.generated';
import { widgetRegistry } from '@/widgets/registry';
import type { WidgetRegistry } from '@/renderer/registry';
import { usePlatformStore } from '@/stores/platform-store';
import { useBrandStore } from '@/stores/brand-store';
import { checkText, type TextProblem } from './check-text';
import { changedTexts } from './copy-texts';
import { OutlineWorkspace, type MerchantEdits } from './outline-workspace';
import { annotateOutline, flagWords } from './outline-states';
import { canOverride, copyToOperations, hideFor, labelOf, merchantView, moveFor, newOverride, overridePathOf, propsFor, resetFor, showFor, labelFor } from './merchant-overrides';
import { newTextKey } from './outline-model';
import { textIn } from './outline-workspace';
import { loadApi } from '@/stores/lazy-api';
import type { FieldConfig } from '@/schema/types';
import { PaneTabs, paneAttributes, useMediaQuery } from './pane-tabs';
import { useEditedFiles } from './use-edited-files';
import { findNode, outlineOf } from './outline-model';
import { useStudioT } from './studio-texts';
import { useDemoSession } from './demo-session';
import { documentEntries, type DocumentEntry } from './document-catalog';
import { documentGroups, documentTitle } from './document-titles';
import { draftStore } from './drafts';
import { JsonEditor } from './json-editor';
import { formatJson, isObject, parseJsonText } from './json-value';
import { lineDiff } from './line-diff';
import { addOperation, removeOperation } from './override-operations';
import { OperationsPanel } from './operations-panel';
import { DiffView, ProblemList, ReorderPanel } from './panels';
import { Preview, type PreviewHost, type PreviewInput } from './preview';
import type { Zoom } from './preview-frame';
import { moveEntry, reorderableLists } from './reorder';
import { resolveContextOf, ROLES, SCENARIOS, WHITELABEL_FLAGS, WIDTHS, type StudioContext } from './studio-context';
import { deployedText, loaderFor, resetLoaders, usageOf, type DeployedUsage } from './studio-host';
import { createPublishClient } from './publish-client';
import { PublishPanel } from './publish-panel';
import { roleText } from './publish-words';
import { usePublishSession } from './use-publish-session';
import { WidgetCatalogue } from './widget-catalogue';
import { ThemeEditor } from './theme-editor';
import { NewMerchantDialog } from './new-merchant';
import { useBrandT } from './theme-texts';
import { BrandImages } from './brand-images';
import type { ImageUploader } from './image-upload';
import { previewImages } from './preview-images';
import { NewPageDialog } from './new-page-dialog';
import { widgetWords } from './widget-words';
import './studio.css';

const components = lazyComponentSource(widgetLoaders);
const registry: WidgetRegistry = widgetRegistry;
const knownTypes: ReadonlySet<string> = new Set(Object.keys(widgetRegistry));
const knownTypeList = [...knownTypes].sort();
const drafts = draftStore(localStorage);
const publishClient = createPublishClient();
const DEFAULT_DOCUMENT = 'menus/header-nav.json';
const NO_EXAMPLES: ReadonlyMap<string, SchemaNode> = new Map();

/** A phrase with its first letter in capitals: "Manual rebate" at the start of a checkbox's label. */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Loading<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: T };

function useFetched<T>(key: string, load: () => Promise<T>): Loading<T> {
  const [result, setResult] = useState<{ key: string; loading: Loading<T> }>({ key, loading: { state: 'loading' } });
  useEffect(() => {
    let current = true;
    setResult({ key, loading: { state: 'loading' } });
    load().then(
      (value) => current && setResult({ key, loading: { state: 'ready', value } }),
      (error: unknown) => current && setResult({ key, loading: { state: 'failed', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      current = false;
    };
    // `load` is keyed by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result.key === key ? result.loading : { state: 'loading' };
}

async function loadJson(path: string): Promise<unknown> {
  const parsed = parseJsonText(await deployedText(path));
  if (!parsed.ok) throw new Error(`${path} is not valid JSON: ${parsed.message}`);
  return parsed.value;
}

/** The studio's start-up reads: the manifest (every document), the merchants, and the deployed layouts and screens (examples, menu variants). */
async function loadCatalog(): Promise<{ entries: DocumentEntry[]; merchants: string[]; usage: DeployedUsage; titles: Map<string, string> }> {
  const [manifest, merchants] = await Promise.all([loadJson('manifest.json'), loadJson('merchants.json')]);
  const entries = documentEntries(manifest);
  const listed = entries.filter((entry) => !entry.merchant && /^(layouts|screens)\//.test(entry.name));
  const bodies = await Promise.all(listed.map((entry) => loadJson(entry.path).catch(() => undefined)));
  // Each screen's title (a text key, what its visitors read): the Document list names the page by it, and a menu
  // item's target names the pages it can go to by it.
  const titles = new Map(listed.flatMap((entry, index): [string, string][] => {
    const body = bodies[index];
    return isObject(body) && typeof body['title'] === 'string' ? [[entry.name, body['title']]] : [];
  }));
  const list = isObject(merchants) && Array.isArray(merchants['merchants']) ? merchants['merchants'].filter((id): id is string => typeof id === 'string') : [];
  return { entries, merchants: list, usage: usageOf(bodies), titles };
}

/** The forms the site resolves with the platform's registration settings (spec §5): the studio does too. */
const REGISTER_SETTINGS_FORMS: ReadonlySet<string> = new Set(['forms/register', 'forms/forgot-password', 'forms/change-password']);

/** A merchant's file for a document (an override, or a whole copy), checked as the loader checks it. */
function merchantLayerOf(text: string | undefined, path: string, name: string): SchemaDocument | undefined {
  if (text === undefined) return undefined;
  const parsed = parseJsonText(text);
  if (!parsed.ok) return undefined;
  const checked = validateDocument(parsed.value, path, [kindOfDocument(name), 'override']);
  return checked.ok ? checked.document : undefined;
}

/** A new copy file of a merchant's own texts in one language (its first text is being written). */
function newCopyText(merchant: string, lang: Language): string {
  return formatJson({ $schema: '../../../meta/copy.schema.json', kind: 'copy', schemaVersion: 2, id: `${merchant}-${lang}`, language: lang, description: `${merchant}'s own ${lang.toUpperCase()} copy, over the site's.`, texts: {} });
}

/**
 * What a visitor reads in each language: the site's texts, the deployed copy (site and merchant) over them, and
 * the studio's unsaved copy edits over that (only the keys an edit changed, so a merchant's own text still wins).
 */
function useVisitorTranslators(merchant: string, version: number, edits: Readonly<Record<Language, Readonly<Record<string, string>>>>, editedCopy: SchemaDocument | undefined): Readonly<Record<Language, Translator>> | undefined {
  const copy = useFetched(`copy\n${merchant}\n${version}`, () => Promise.all([loaderFor(merchant).copy('en'), loaderFor(merchant).copy('ty')]));
  const editKey = JSON.stringify(edits);
  return useMemo(() => {
    if (copy.state === 'loading') return undefined;
    const [en, ty] = copy.state === 'ready' ? copy.value : [{}, {}];
    const build = (lang: Language): Translator => {
      const instance = createI18n(lang);
      instance.addTexts('en', { ...en, ...edits.en }, { overwrite: true });
      if (lang === 'ty') instance.addTexts('ty', { ...ty, ...edits.ty }, { overwrite: true });
      // An open copy file shows at once, over the deployed copy of its language.
      if (editedCopy?.kind === 'copy') instance.addTexts(editedCopy.language, editedCopy.texts, { overwrite: true });
      return instance;
    };
    return { en: build('en'), ty: build('ty') };
    // `editKey` stands for `edits`' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [copy, editKey, editedCopy]);
}

function download(text: string, path: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = path.split('/').pop() ?? 'document.json';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type BottomTab = 'problems' | 'diff' | 'reorder' | 'operations';

const ZOOMS = [0.5, 0.75, 1, 1.25] as const;

/** The operator studio (`/studio`): pick a document, edit it with the meta-schemas' help, see it rendered for any visitor. */
export default function StudioPage() {
  const [search, setSearch] = useSearchParams();
  const path = search.get('doc') ?? DEFAULT_DOCUMENT;
  const mode = search.get('view') === 'widgets' ? 'widgets' : 'documents';
  // What the origin serves changes with a publish or a rollback: everything read from it is read again.
  const [deployVersion, setDeployVersion] = useState(0);
  const catalog = useFetched(`catalog\n${deployVersion}`, loadCatalog);
  // A new file (a new merchant's or a new page's, kept as an edit) is not on the origin until it is published: nothing
  // to fetch (the origin would answer 404).
  const newFile = catalog.state === 'ready' && !catalog.value.entries.some((candidate) => candidate.path === path) && drafts.read(path) !== undefined;
  const deployed = useFetched(`${path}\n${deployVersion}\n${newFile}`, () => (newFile ? Promise.reject(new Error(`${path} is not published yet`)) : deployedText(path)));
  const pageMerchant = useBrandStore((s) => s.merchant);
  const platformFlags = usePlatformStore((s) => s.flags);
  const platformSettings = usePlatformStore((s) => s.settings);
  const platformResources = usePlatformStore((s) => s.resources);
  const [context, setContext] = useState<StudioContext>(() => ({ role: 'visitor', lang: 'en', merchant: '', flags: {}, scenario: sessionStorage.getItem(SCENARIO_STORAGE_KEY) ?? 'default', width: window.innerWidth < 980 ? 390 : 1440 }));
  const [bottom, setBottom] = useState<BottomTab>('problems');
  const [showBase, setShowBase] = useState(false);
  const [lastAction, setLastAction] = useState<string | undefined>(undefined);
  const [reveal, setReveal] = useState<{ problem: TextProblem; request: number } | undefined>(undefined);

  const t = useStudioT();
  const { i18n: siteI18n } = useTranslation();
  const [selection, setSelection] = useState<{ path: string; pointer: string } | undefined>(undefined);
  // The JSON editor is closed until an operator opens it (the outline and the preview take the room); the choice is kept.
  const [showCode, setShowCodeState] = useState(() => localStorage.getItem(STUDIO_JSON_EDITOR_KEY) === 'open');
  const setShowCode = (open: boolean) => {
    setShowCodeState(open);
    if (open) localStorage.setItem(STUDIO_JSON_EDITOR_KEY, 'open');
    else localStorage.removeItem(STUDIO_JSON_EDITOR_KEY);
  };
  // At a phone's width the panes are tabs (one shows at a time), not a stack.
  const narrow = useMediaQuery('(max-width: 980px)');
  const [pane, setPane] = useState<'outline' | 'json' | 'preview'>('outline');
  const shownPane = pane === 'json' && !showCode ? 'outline' : pane;
  const [popupsLeftOut, setPopupsLeftOut] = useState<readonly string[]>([]);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const demo = useDemoSession(context.role);
  const entries = catalog.state === 'ready' ? catalog.value.entries : [];
  const entry = entries.find((candidate) => candidate.path === path);
  // A merchant's own file previews for that merchant (its theme, its copy, its other overrides).
  const fileMerchant = entry?.merchant ?? /^merchants\/([^/]+)\//.exec(path)?.[1];
  const documentName = entry?.name ?? path.replace(/^merchants\/[^/]+\//, '').replace(/\.json$/, '');
  const listed = (file: string) => entries.some((candidate) => candidate.path === file);
  // With Merchant set to a merchant, a shared document with entries (menu, form, screen, layout) is changed for that
  // merchant only: as operations of its override (merchant-overrides.ts), never in the shared file.
  const documentKind = /^(menus|forms|screens|layouts)\//.test(documentName) ? documentName : undefined;
  const editMerchant = fileMerchant === undefined && entry !== undefined && context.merchant !== '' && documentKind !== undefined ? context.merchant : undefined;

  // Texts are written to the copy file of their language: the merchant's, for a merchant's file or a merchant's changes.
  const copyMerchant = fileMerchant ?? editMerchant;
  const copyPathOf = (lang: Language): string =>
    entries.find((candidate) => copyMerchant !== undefined && candidate.merchant === copyMerchant && candidate.name === `i18n/${lang}`)?.path ??
    (editMerchant ? `merchants/${editMerchant}/i18n/${lang}.json` : undefined) ??
    entries.find((candidate) => candidate.merchant === undefined && candidate.name === `i18n/${lang}`)?.path ??
    `i18n/${lang}.json`;
  const copyPaths: Record<Language, string> = { en: copyPathOf('en'), ty: copyPathOf('ty') };
  // A merchant's copy file not published yet is not asked for (it would only answer 404).
  const deployedCopy = useFetched(`copy files\n${copyPaths.en}\n${copyPaths.ty}\n${deployVersion}\n${catalog.state}`, () => Promise.all(([copyPaths.en, copyPaths.ty] as const).map((file) => (catalog.state === 'ready' && !listed(file) && file.startsWith('merchants/') ? Promise.resolve(undefined) : deployedText(file).catch(() => undefined)))));

  // The merchant's own file of this document (previewed on top of it; where a merchant's changes are recorded).
  const layerMerchant = fileMerchant ?? (context.merchant || pageMerchant || 'croupier');
  const layerPath = entry && !entry.merchant && !documentName.startsWith('i18n/') ? entries.find((candidate) => candidate.merchant === layerMerchant && candidate.name === documentName)?.path ?? (editMerchant ? overridePathOf(editMerchant, documentName) : undefined) : undefined;
  const deployedLayer = useFetched(`layer text\n${layerPath ?? ''}\n${deployVersion}\n${catalog.state}`, () => (layerPath && listed(layerPath) ? deployedText(layerPath).catch(() => undefined) : Promise.resolve(undefined)));

  const deployedValue = deployed.state === 'ready' ? deployed.value : undefined;
  const deployedOf = (file: string): string | undefined => {
    if (file === path) return deployedValue;
    if (file === layerPath) return deployedLayer.state === 'ready' ? deployedLayer.value : undefined;
    if (deployedCopy.state !== 'ready') return undefined;
    return file === copyPaths.en ? deployedCopy.value[0] : file === copyPaths.ty ? deployedCopy.value[1] : undefined;
  };
  const { fileText, commit, forget, history: historyControls, onKeyDown: onStudioKey } = useEditedFiles(drafts, deployedOf);
  const publishSession = usePublishSession(publishClient);
  const [publishOpen, setPublishOpen] = useState(false);
  const [newMerchantOpen, setNewMerchantOpen] = useState(false);
  const brandT = useBrandT();
  const editedFiles = drafts.paths().flatMap((file) => {
    const current = fileText(file);
    return current === undefined ? [] : [{ path: file, text: current, baseText: drafts.base(file) ?? null }];
  });
  const text = fileText(path);
  // A file that is nowhere (a new page undone or discarded before it was published): the studio opens its default.
  const nowhere = deployed.state === 'failed' && catalog.state === 'ready' && !entry && drafts.read(path) === undefined && path !== DEFAULT_DOCUMENT;
  useEffect(() => {
    if (nowhere) setSearch((params) => { params.set('doc', DEFAULT_DOCUMENT); return params; });
  }, [nowhere, setSearch]);
  const [newPageOpen, setNewPageOpen] = useState(false);
  // The routes as the operator has them (an edit, else the deployed file): the pages a menu item can go to.
  const deployedRoutes = useFetched(`routes\n${deployVersion}`, () => deployedText('routes.json'));
  const routesText = fileText('routes.json') ?? (deployedRoutes.state === 'ready' ? deployedRoutes.value : undefined);
  const routesValue = useMemo(() => {
    const parsed = routesText === undefined ? undefined : parseJsonText(routesText);
    return parsed?.ok ? parsed.value : undefined;
  }, [routesText]);
  const setText = (next: string) => commit([{ path, text: next }], `editor:${path}`);


  const check = useMemo(() => (text === undefined ? undefined : checkText(text, path, knownTypeList)), [text, path]);
  const problems: TextProblem[] = check && !check.ok ? check.problems : [];
  const [lastValid, setLastValid] = useState<{ path: string; document: SchemaDocument } | undefined>(undefined);
  const validDocument = check?.ok ? check.document : undefined;
  useEffect(() => {
    if (validDocument) setLastValid({ path, document: validDocument });
  }, [validDocument, path]);
  const shown = validDocument ?? (check && !check.ok ? check.preview : undefined) ?? (lastValid?.path === path ? lastValid.document : undefined);
  const merchant = layerMerchant;

  // An override previews over its target; a base document previews with the chosen merchant's own file on top.
  const override = shown?.kind === 'override' ? shown : undefined;
  const targetName = override?.target ?? documentName;
  const base = useFetched(override ? `base\n${override.target}\n${deployVersion}` : 'none', () => (override ? loaderFor('').load(override.target, kindOfDocument(override.target)).then((loaded) => loaded.document as SchemaDocument) : Promise.resolve(undefined)));
  const layerText = layerPath ? fileText(layerPath) : undefined;
  const layer = useMemo(() => (layerPath ? merchantLayerOf(layerText, layerPath, documentName) : undefined), [layerText, layerPath, documentName]);
  const baseDocument = base.state === 'ready' ? base.value : undefined;
  // A theme previews as the site: the home page in its frame, for the theme's merchant, in the theme as edited.
  const themeSite = useFetched(shown?.kind === 'theme' ? `theme site\n${merchant}\n${deployVersion}` : 'none', () => (shown?.kind === 'theme' ? Promise.all([loaderFor(merchant).load('layouts/default', 'layout'), loaderFor(merchant).load('screens/home', 'screen')]).then(([layout, home]) => ({ layout: layout.document, home: home.document })) : Promise.resolve(undefined)));
  const themeSiteValue = themeSite.state === 'ready' ? themeSite.value : undefined;
  const input = useMemo((): PreviewInput | undefined => {
    if (!shown) return undefined;
    if (shown.kind === 'theme' && themeSiteValue) return { name: 'layouts/default', document: themeSiteValue.layout, explain: [], page: { name: 'screens/home', document: themeSiteValue.home } };
    if (override) {
      if (!baseDocument) return undefined;
      if (showBase) return { name: targetName, document: baseDocument, explain: [] };
      const applied = applyOverride(baseDocument, override as OverrideDocument, path);
      return { name: targetName, document: applied.document, explain: applied.explain };
    }
    if (layer?.kind === 'override' && layer.target === documentName) {
      const applied = applyOverride(shown, layer, `merchants/${merchant}/${documentName}.json`);
      return { name: documentName, document: applied.document, explain: applied.explain };
    }
    const explain: ExplainEntry[] = layer ? [{ id: layer.id, layer: 'merchant', change: 'set', detail: `whole document replaced by merchant ${merchant}'s file` }] : [];
    return { name: documentName, document: layer ?? shown, explain };
  }, [shown, override, baseDocument, showBase, targetName, path, layer, documentName, merchant, themeSiteValue]);

  // The register forms resolve with the platform's registration settings, as on the site: the preview and the outline
  // leave out what the platform turns off.
  const usesSettings = REGISTER_SETTINGS_FORMS.has(documentName);
  const fieldConfig = useFetched(usesSettings ? `field config\n${context.scenario}` : 'none', () => (usesSettings ? loadApi().then((api) => api.getRegisterSettings()).catch((): Readonly<Record<string, FieldConfig>> => ({})) : Promise.resolve(undefined)));
  const settingsNow = fieldConfig.state === 'ready' ? fieldConfig.value : undefined;
  const resolveContext = useMemo(() => ({ ...resolveContextOf({ ...context, merchant }, { flags: platformFlags, settings: platformSettings, resources: platformResources }), ...(settingsNow ? { fieldConfig: settingsNow } : {}) }), [context, merchant, platformFlags, platformSettings, platformResources, settingsNow]);
  const copyEdits = { en: changedTexts(fileText(copyPaths.en), deployedOf(copyPaths.en)), ty: changedTexts(fileText(copyPaths.ty), deployedOf(copyPaths.ty)) };
  const translators = useVisitorTranslators(merchant, deployVersion, copyEdits, shown?.kind === 'copy' ? shown : undefined);
  const i18n = translators?.[context.lang];
  const selected = selection?.path === path ? selection.pointer : undefined;
  const selectPointer = useCallback((pointer: string | undefined) => setSelection(pointer === undefined ? undefined : { path, pointer }), [path]);
  // For a merchant: the shared document with that merchant's operations (its hides greyed in place), edited as operations.
  const merchantOverride = editMerchant && layer?.kind === 'override' ? layer : undefined;
  const merchantCopy = editMerchant && layer && layer.kind !== 'override' ? layer : undefined;
  const layerReady = layerPath === undefined || !listed(layerPath) || layer !== undefined;
  const view = useMemo(() => (editMerchant && layerReady && validDocument && canOverride(validDocument) && !merchantCopy ? merchantView(validDocument, merchantOverride) : undefined), [editMerchant, layerReady, validDocument, merchantOverride, merchantCopy]);
  const outlineValue = view ? view.document : check && 'value' in check ? check.value : undefined;
  const merchantCopyText = (lang: Language): string | undefined => fileText(copyPaths[lang]) ?? (editMerchant && !listed(copyPaths[lang]) ? newCopyText(editMerchant, lang) : undefined);
  const writeOverride = (change: (current: OverrideDocument) => OverrideDocument, also: readonly FileWrite[] = []) => {
    if (!editMerchant || !layerPath || !view) return;
    const next = change(merchantOverride ?? newOverride(editMerchant, documentName));
    // A merchant's file that was never published and has nothing left to say is dropped, not published empty.
    if (next.operations.length === 0 && !listed(layerPath)) {
      forget([layerPath]);
      if (also.length > 0) commit(also);
      return;
    }
    commit([{ path: layerPath, text: formatJson(next) }, ...also]);
  };
  const merchantEdits: MerchantEdits | undefined =
    view && editMerchant && translators
      ? {
          merchant: editMerchant,
          toggleHidden: (node) => writeOverride((current) => (view.hidden.has(node.id) ? showFor(current, node.id) : hideFor(current, node.id))),
          move: (id, place) => writeOverride((current) => moveFor(current, id, place)),
          reset: (id) => writeOverride((current) => resetFor(current, id)),
          props: (node, props) => writeOverride((current) => propsFor(current, node.id, props)),
          text: (node, slot, language, written) => {
            const isLabel = slot.name === 'label' || (node.kind === 'field' && slot.name === 'title');
            if (!isLabel && node.kind !== 'node') return;
            // A text key this merchant already has of its own is only written again; any other gets a key of the merchant's.
            const own = typeof slot.value === 'string' && slot.value.startsWith(`${editMerchant}_`) && (!isLabel || labelOf(merchantOverride, node.id) === slot.value) ? slot.value : undefined;
            if (own) {
              const current = merchantCopyText(language);
              const next = current === undefined ? undefined : withCopyText(current, own, written);
              if (next !== undefined) commit([{ path: copyPaths[language], text: next }], `text:${own}:${language}`);
              return;
            }
            const key = newTextKey(`${editMerchant}_${node.id}`, slot.name, (candidate) => SUPPORTED_LANGUAGES.some((lang) => translators[lang].exists(candidate)));
            const writes: FileWrite[] = [];
            for (const lang of SUPPORTED_LANGUAGES) {
              const current = merchantCopyText(lang);
              const next = current === undefined ? undefined : withCopyText(current, key, lang === language ? written : textIn(slot.value, lang, translators[lang]) ?? written);
              if (next === undefined) return;
              writes.push({ path: copyPaths[lang], text: next });
            }
            writeOverride((current) => (isLabel ? labelFor(current, node.id, key) : propsFor(current, node.id, { [slot.name]: key })), writes);
          },
        }
      : undefined;
  const annotate = useMemo(() => {
    const document = view?.document ?? validDocument;
    if (!document || !translators) return undefined;
    const translator = translators[context.lang];
    const titleOf = (id: string): string => (document.kind === 'form' ? textIn(document.fields.find((field) => field.id === id)?.schema.title, context.lang, translator) ?? id : id);
    const marks = view && editMerchant ? { merchant: { merchant: editMerchant, hidden: view.hidden, changes: view.changes } } : {};
    return (nodes: OutlineNode[]) => annotateOutline(nodes, document, resolveContext, t, { titleOf, ...marks });
  }, [view, validDocument, translators, context.lang, resolveContext, t, editMerchant]);

  // A merchant's full copy of a shared document (it follows none of the shared document's changes): shown as such,
  // with a one-step conversion to operations over the shared document.
  const sharedOfCopy = useFetched(fileMerchant && validDocument && validDocument.kind !== 'override' && validDocument.kind !== 'copy' ? `shared\n${documentName}\n${deployVersion}` : 'none', () =>
    fileMerchant && validDocument && validDocument.kind !== 'override' && validDocument.kind !== 'copy' ? loaderFor('').load(documentName, kindOfDocument(documentName)).then((loaded): SchemaDocument | undefined => loaded.document as SchemaDocument, () => undefined) : Promise.resolve(undefined),
  );
  const fullCopy = merchantCopy && editMerchant && layerPath
    ? { merchant: editMerchant, copy: merchantCopy, base: validDocument, path: layerPath }
    : fileMerchant && validDocument && validDocument.kind !== 'override' && validDocument.kind !== 'copy'
      ? { merchant: fileMerchant, copy: validDocument, base: sharedOfCopy.state === 'ready' ? sharedOfCopy.value : undefined, path }
      : undefined;
  const [conversion, setConversion] = useState<{ path: string; message: string } | undefined>(undefined);
  const convertCopy = () => {
    if (!fullCopy?.base) return;
    const converted = copyToOperations(fullCopy.base, fullCopy.copy, fullCopy.merchant, documentName);
    if (converted.ok) {
      commit([{ path: fullCopy.path, text: formatJson(converted.override) }]);
      setConversion({ path: fullCopy.path, message: t('studio_full_copy_converted', { merchant: fullCopy.merchant }) });
    } else setConversion({ path: fullCopy.path, message: t('studio_full_copy_refused', { merchant: fullCopy.merchant, reason: converted.reason }) });
  };
  const selectedNode = useMemo(() => (selected === undefined ? undefined : findNode(outlineOf(outlineValue, (type) => registry[type]?.props), selected)), [selected, outlineValue]);
  const highlight = selectedNode && (selectedNode.kind === 'node' || selectedNode.kind === 'item' || selectedNode.kind === 'tab') ? selectedNode.id : undefined;
  const otherDrafts = drafts.paths().filter((file) => file !== path && (file === copyPaths.en || file === copyPaths.ty));

  const theme = useFetched(`theme\n${merchant}\n${deployVersion}`, () => loaderFor(merchant).load('themes/default', 'theme').then((loaded) => loaded.document));
  const shownTheme: ThemeDocument | undefined = previewImages(shown?.kind === 'theme' ? shown : theme.state === 'ready' ? theme.value : undefined);
  const uploader: ImageUploader = { signedIn: publishSession.session.state === 'signed-in', upload: (file, use) => publishClient.uploadImage(file, use) };
  // The preview's frame widgets (the header's brand name and logo, the copyright) read the brand store: they show the
  // previewed merchant's theme, as edited.
  useEffect(() => {
    if (shownTheme) useBrandStore.getState().setTheme(shownTheme);
  }, [shownTheme]);

  const usage = catalog.state === 'ready' ? catalog.value.usage : undefined;
  const host = useMemo(
    (): PreviewHost => ({
      components,
      loader: loaderFor(merchant),
      knownTypes,
      menuNode: (menu) => usage?.menus.get(menu) ?? { type: 'Menu', id: 'studio-menu', props: { menu, variant: 'list' }, children: [] },
      onAction: (action: Action) => setLastAction(`${action.type}${'to' in action && typeof action.to === 'string' ? ` ${action.to}` : ''}`),
    }),
    [merchant, usage],
  );

  const lists = useMemo(() => (validDocument ? reorderableLists(validDocument) : []), [validDocument]);
  const diff = useMemo(() => (deployedValue !== undefined && text !== undefined ? lineDiff(deployedValue, text) : []), [deployedValue, text]);
  const edited = text !== undefined && (deployedValue !== undefined ? text !== deployedValue : newFile);
  const baseIds = useMemo(() => (baseDocument ? addressableLists(baseDocument).flatMap(({ key, list }) => collectIds(list, `/${key}`).map((found) => found.id)) : []), [baseDocument]);

  const switchScenario = (scenario: string) => {
    sessionStorage.setItem(SCENARIO_STORAGE_KEY, scenario);
    setContext((current) => ({ ...current, scenario }));
    void usePlatformStore.getState().load();
  };
  const pick = (next: string) => setSearch((params) => { params.set('doc', next); params.delete('view'); return params; });
  const redeployed = () => {
    resetLoaders();
    setDeployVersion((version) => version + 1);
  };
  const openFile = (file: string, pointer?: string) => {
    setPublishOpen(false);
    pick(file);
    if (pointer === undefined) return;
    // A problem's place is shown in the JSON editor: it opens there.
    setShowCode(true);
    if (narrow) setPane('json');
    setSelection({ path: file, pointer });
    setReveal((current) => ({ problem: { document: file, pointer, message: '', line: '' }, request: (current?.request ?? 0) + 1 }));
  };
  const operator = publishSession.session.state === 'signed-in' ? publishSession.session.operator : undefined;
  const tabs: { id: BottomTab; label: string }[] = [
    { id: 'problems', label: t('studio_tab_problems', { count: problems.length }) },
    { id: 'diff', label: edited ? `${t('studio_tab_diff')} •` : t('studio_tab_diff') },
    ...(override ? [{ id: 'operations' as const, label: t('studio_operations') }] : editMerchant ? [] : [{ id: 'reorder' as const, label: t('studio_tab_reorder') }]),
  ];
  const bottomTab = tabs.some((tab) => tab.id === bottom) ? bottom : 'problems';

  // The Document list speaks the studio's language: a page by the title its visitors read in it.
  const uiLanguage = normalizeLanguage(siteI18n.language);
  const pageTitle = (name: string): string | undefined => {
    const key = catalog.state === 'ready' ? catalog.value.titles.get(name) : undefined;
    const translator = translators?.[uiLanguage];
    return key && translator?.exists(key) ? translator.t(key) : undefined;
  };

  const renderExample = (node: SchemaNode) =>
    i18n ? (
      <Preview key={node.id} input={{ name: 'screens/studio-catalogue', document: { kind: 'screen', schemaVersion: 2, id: 'studio-catalogue', body: [node] }, explain: [] }} context={resolveContext} width={context.width} i18n={i18n} host={host} label="Rendered example" theme={shownTheme} />
    ) : null;

  return (
    <div className="studio" onKeyDown={onStudioKey}>
      <header className="studio-bar">
        <h1>{t('studio_title')}</h1>
        <nav className="studio-modes" aria-label="Studio">
          <button type="button" aria-pressed={mode === 'documents'} onClick={() => setSearch((params) => { params.delete('view'); return params; })}>{t('studio_mode_documents')}</button>
          <button type="button" aria-pressed={mode === 'widgets'} onClick={() => setSearch((params) => { params.set('view', 'widgets'); return params; })}>{t('studio_mode_widgets')}</button>
        </nav>
        {mode === 'documents' && (
          <>
            <label className="studio-picker">{t('studio_document_picker')}
              <select value={path} onChange={(event) => pick(event.target.value)}>
                {!entry && <option value={path}>{path}</option>}
                {documentGroups(entries, uiLanguage, t, pageTitle).map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.options.map((option) => (
                      <option key={option.value} value={option.value}>{option.label}{drafts.read(option.value) !== undefined ? ' •' : ''}</option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </label>
            {otherDrafts.length > 0 && (
              <span className="studio-copy-drafts">
                {t('studio_copy_edited', { files: '' })}
                {otherDrafts.map((file) => <button key={file} type="button" className="studio-link" onClick={() => pick(file)}>{file}</button>)}
              </span>
            )}
            <span className={`studio-state${edited ? ' studio-state--edited' : ''}`} role="status" title={edited ? t('studio_state_edited_title') : t('studio_state_deployed_title')}>{newFile ? t('studio_page_new_file') : edited ? t('studio_state_edited') : t('studio_state_deployed')}</span>
            <button type="button" className="studio-button studio-button--primary" disabled={text === undefined} onClick={() => text !== undefined && download(text, path)}>{t('studio_download')}</button>
            <button type="button" className="studio-button" disabled={!edited} onClick={() => { if (deployedValue !== undefined) commit([{ path, text: deployedValue }]); else if (newFile) forget([path]); }}>{t('studio_discard_edits')}</button>
          </>
        )}
        <button type="button" className="studio-button studio-button--publish" aria-haspopup="dialog" onClick={() => setPublishOpen(true)}>
          <span>{editedFiles.length > 0 ? t('studio_publish_open_count', { count: editedFiles.length }) : t('studio_publish_open')}</span>
          <small className="studio-account">{publishSession.session.state === 'checking' ? t('studio_account_checking') : operator ? t('studio_account_who', { name: operator.name, role: roleText(operator.role, t) }) : t('studio_account_none')}</small>
        </button>
        {/* After Publish, so Publish keeps its place in the bar. */}
        {mode === 'documents' && <button type="button" className="studio-button" aria-haspopup="dialog" disabled={catalog.state !== 'ready'} onClick={() => setNewPageOpen(true)}>{t('studio_page_new')}</button>}
        <label className="studio-ui-language">{t('studio_ui_language')}
          <select value={normalizeLanguage(siteI18n.language)} onChange={(event) => void switchLanguage(siteI18n, event.target.value)}>
            {SUPPORTED_LANGUAGES.map((lang) => <option key={lang} value={lang}>{lang.toUpperCase()}</option>)}
          </select>
        </label>
      </header>

      <div className="studio-context" role="toolbar" aria-label={t('studio_context_bar')}>
        <label>{t('studio_context_role')}<select value={context.role} onChange={(event) => setContext((current) => ({ ...current, role: ROLES.find((role) => role === event.target.value) ?? 'visitor' }))}>{ROLES.map((role) => <option key={role} value={role}>{t(`studio_context_role_${role}`)}</option>)}</select></label>
        <label>{t('studio_context_language')}<select value={context.lang} onChange={(event) => setContext((current) => ({ ...current, lang: normalizeLanguage(event.target.value) }))}>{SUPPORTED_LANGUAGES.map((lang) => <option key={lang} value={lang}>{lang.toUpperCase()}</option>)}</select></label>
        <label title={fileMerchant ? t('studio_context_merchant_fixed', { merchant: fileMerchant }) : undefined}>{t('studio_context_merchant')}<select value={fileMerchant ?? context.merchant} disabled={fileMerchant !== undefined} onChange={(event) => setContext((current) => ({ ...current, merchant: event.target.value }))}><option value="">{t('studio_merchant_shared')}</option>{(catalog.state === 'ready' ? catalog.value.merchants : fileMerchant ? [fileMerchant] : []).map((id) => <option key={id}>{id}</option>)}</select></label>
        <label>{t('studio_context_scenario')}<select value={context.scenario} onChange={(event) => switchScenario(event.target.value)}>{SCENARIOS.map((scenario) => <option key={scenario} value={scenario}>{t(`studio_context_scenario_${scenario}`)}</option>)}</select></label>
        <fieldset className="studio-widths"><legend>{t('studio_context_width')}</legend>{WIDTHS.map((width) => (
          <button key={width} type="button" aria-pressed={context.width === width} onClick={() => setContext((current) => ({ ...current, width }))}>{width}</button>
        ))}</fieldset>
        <details className="studio-flags">
          <summary>{t('studio_context_features', { on: WHITELABEL_FLAGS.filter((flag) => resolveContext.flags[flag]).length })}</summary>
          {/* Each feature in words, with the platform's flag code beside it (what the platform's own admin names it). */}
          <div>{[...new Set([...WHITELABEL_FLAGS, ...Object.keys(platformFlags)])].sort().map((flag) => (
            <label key={flag}><input type="checkbox" checked={resolveContext.flags[flag] === true} onChange={(event) => setContext((current) => ({ ...current, flags: { ...current.flags, [flag]: event.target.checked } }))} />{flagWords(flag, t) === flag ? <code>{flag}</code> : <>{capitalised(flagWords(flag, t))} <code className="studio-muted">{flag}</code></>}</label>
          ))}</div>
        </details>
      </div>

      <PublishPanel
        open={publishOpen}
        onClose={() => setPublishOpen(false)}
        client={publishClient}
        sessionControls={publishSession}
        edited={editedFiles}
        merchants={catalog.state === 'ready' ? catalog.value.merchants : []}
        t={t}
        language={normalizeLanguage(siteI18n.language)}
        onOpenFile={openFile}
        onOpenDrafts={(opened) => {
          // A draft's edit began from its own base: publishing it names that base, not what is deployed now.
          for (const file of opened) if (typeof file.baseText === 'string') drafts.setBase(file.path, file.baseText);
          commit(opened.map(({ path: file, text: draftText }) => ({ path: file, text: draftText })));
          const first = opened.find((file) => !/(^|\/)i18n\//.test(file.path)) ?? opened[0];
          if (first) pick(first.path);
        }}
        onPublished={(paths) => {
          forget(paths);
          redeployed();
        }}
        onDeployed={redeployed}
        onReapply={(file, merged, theirs) => {
          // Their version is what the site shows now: it becomes the base of the operator's (reapplied) edit.
          if (merged === theirs) forget([file]);
          else {
            drafts.setBase(file, theirs);
            commit([{ path: file, text: merged }]);
          }
          redeployed();
        }}
        onTakeTheirs={(file) => {
          forget([file]);
          redeployed();
        }}
      />

      {newMerchantOpen && (
        <NewMerchantDialog
          t={brandT}
          themes={entries.filter((candidate) => candidate.name === 'themes/default').map((candidate) => ({ path: candidate.path, merchant: candidate.merchant }))}
          readFile={async (file) => fileText(file) ?? (await deployedText(file))}
          onCreate={async (writes, themePath) => {
            // merchants.json's edit begins from the deployed list: its publish names that as its base.
            if (drafts.read('merchants.json') === undefined && drafts.base('merchants.json') === undefined) drafts.setBase('merchants.json', await deployedText('merchants.json'));
            commit(writes);
            setNewMerchantOpen(false);
            pick(themePath);
          }}
          onClose={() => setNewMerchantOpen(false)}
        />
      )}
      {newPageOpen && (
        <NewPageDialog
          documents={entries.filter((candidate) => !candidate.merchant).map((candidate) => candidate.name)}
          registry={widgetRegistry}
          language={normalizeLanguage(siteI18n.language)}
          examples={usage?.widgets ?? NO_EXAMPLES}
          textOf={(file) => (drafts.read(file) !== undefined || file === path ? fileText(file) : undefined)}
          onClose={() => setNewPageOpen(false)}
          t={t}
          onCreate={(plan, deployedBy) => {
            // Each file's edit begins from what is deployed now (what the publish names as its base); the screen is new.
            for (const write of plan.writes) {
              const base = deployedBy[write.path];
              if (base !== undefined && drafts.read(write.path) === undefined && drafts.base(write.path) === undefined) drafts.setBase(write.path, base);
            }
            commit(plan.writes);
            setNewPageOpen(false);
            pick(plan.screen);
            setSelection({ path: plan.screen, pointer: '/body/0' });
          }}
        />
      )}

      {mode === 'widgets' ? (
        <WidgetCatalogue registry={widgetRegistry} usedIn={usage?.widgets ?? new Map()} renderExample={renderExample} t={t} language={normalizeLanguage(siteI18n.language)} />
      ) : (
        <main className={`studio-main${showCode ? '' : ' studio-main--no-code'}`}>
          {narrow && (
            <PaneTabs
              label={t('studio_panes')}
              selected={shownPane}
              onSelect={setPane}
              tabs={[{ id: 'outline', label: t('studio_outline') }, ...(showCode ? [{ id: 'json' as const, label: t('studio_show_json') }] : []), { id: 'preview', label: t('studio_preview') }]}
            />
          )}
          <section className="studio-outline-column" {...paneAttributes('outline', t('studio_outline'), narrow, shownPane === 'outline')}>
            <div className="studio-column-head">
              <h2>{t('studio_outline')}</h2>
              <button type="button" className="studio-toggle" aria-pressed={showCode} onClick={() => { setShowCode(!showCode); if (narrow && !showCode) setPane('json'); }}>{'{ }'} {t('studio_show_json')}{problems.length > 0 ? ` (${t('studio_problem_count', { count: problems.length })})` : ''}</button>
            </div>
            {fullCopy && (
              <div className="studio-full-copy" role="note">
                <span>{t(fullCopy.copy.kind === 'theme' ? 'studio_full_copy_theme' : 'studio_full_copy', { merchant: fullCopy.merchant })}</span>
                {fullCopy.copy.kind !== 'theme' && canOverride(fullCopy.copy) && <button type="button" className="studio-button" disabled={!fullCopy.base} onClick={convertCopy}>{t('studio_full_copy_convert')}</button>}
                {conversion?.path === fullCopy.path && <span role="status">{conversion.message}</span>}
              </div>
            )}
            {text !== undefined && isObject(outlineValue) && outlineValue['kind'] === 'theme' ? (
              <ThemeEditor
                key={path}
                path={path}
                text={text}
                value={outlineValue}
                commit={commit}
                t={brandT}
                merchant={fileMerchant}
                unpublished={newFile}
                onNewMerchant={() => setNewMerchantOpen(true)}
                images={<BrandImages path={path} text={text} merchant={fileMerchant ?? t('studio_brand_shared')} uploader={uploader} commit={commit} t={t} />}
              />
            ) : editMerchant && !merchantEdits ? (
              merchantCopy ? null : <p className="studio-muted" role="status">{t('studio_loading_merchant_changes', { merchant: editMerchant })}</p>
            ) : text !== undefined && translators ? (
              <OutlineWorkspace
                key={path}
                path={path}
                text={text}
                value={outlineValue}
                commit={commit}
                copy={{ path: (lang) => copyPaths[lang], text: (lang) => fileText(copyPaths[lang]) }}
                translators={translators}
                lang={context.lang}
                registry={widgetRegistry}
                history={historyControls}
                selected={selected}
                onSelect={selectPointer}
                uploader={uploader}
                t={t}
                {...(annotate ? { annotate } : {})}
                {...(merchantEdits ? { merchant: merchantEdits } : {})}
                routes={routesValue}
                {...(catalog.state === 'ready' ? { screenTitles: catalog.value.titles } : {})}
              />
            ) : (
              <p className="studio-muted" role="status">{t('studio_loading_document', { path })}</p>
            )}
          </section>
          {showCode && <section className="studio-left" {...paneAttributes('json', t('studio_pane_editor'), narrow, shownPane === 'json')}>
            {deployed.state === 'failed' && !newFile && <p role="alert" className="studio-error">{deployed.message}</p>}
            {text === undefined ? <p className="studio-muted" role="status">{t('studio_loading_document', { path })}</p> : (
              <JsonEditor key={path} text={text} onChange={setText} onUndo={historyControls.undo} onRedo={historyControls.redo} problems={problems} schema={{ kind: () => (check && 'value' in check && isObject(check.value) && typeof check.value['kind'] === 'string' ? check.value['kind'] : undefined), knownTypes: knownTypeList }} label={t('studio_json_of', { path })} {...(reveal && reveal.problem.document === path ? { reveal } : {})} />
            )}
            <div className="studio-tabs" role="tablist" aria-label={t('studio_document_tools')}>
              {tabs.map((tab) => <button key={tab.id} type="button" role="tab" aria-selected={bottomTab === tab.id} onClick={() => setBottom(tab.id)}>{tab.label}</button>)}
            </div>
            <div className="studio-tool" role="tabpanel">
              {bottomTab === 'problems' && <ProblemList problems={problems} onPick={(problem) => setReveal((current) => ({ problem, request: (current?.request ?? 0) + 1 }))} />}
              {bottomTab === 'diff' && <DiffView diff={diff} />}
              {bottomTab === 'reorder' && <ReorderPanel lists={lists} onMove={(pointer, from, to) => { const next = text === undefined ? undefined : moveEntry(text, pointer, from, to); if (next) commit([{ path, text: next }]); }} />}
              {bottomTab === 'operations' && override && (
                <OperationsPanel
                  operations={override.operations}
                  ids={baseIds}
                  onAdd={(operation) => { const next = text === undefined ? undefined : addOperation(text, operation); if (next) commit([{ path, text: next }]); }}
                  onRemove={(index) => { const next = text === undefined ? undefined : removeOperation(text, index); if (next) commit([{ path, text: next }]); }}
                  onMove={(from, to) => { const next = text === undefined ? undefined : moveEntry(text, '/operations', from, to); if (next) commit([{ path, text: next }]); }}
                />
              )}
            </div>
          </section>}
          <section className="studio-right" {...paneAttributes('preview', t('studio_pane_preview'), narrow, shownPane === 'preview')}>
            <div className="studio-preview-head">
              <strong title={path}>{override ? `${documentTitle(override.target, uiLanguage)} (${path.split('/')[1]})` : documentTitle(documentName, uiLanguage, documentName.startsWith('screens/') ? pageTitle(documentName) : undefined)}</strong>
              {override && (
                <span className="studio-segmented">
                  <button type="button" aria-pressed={!showBase} onClick={() => setShowBase(false)}>{t('studio_view_result')}</button>
                  <button type="button" aria-pressed={showBase} onClick={() => setShowBase(true)}>{t('studio_view_base')}</button>
                </span>
              )}
              {!validDocument && shown && !(check && !check.ok && check.preview) && <span className="studio-warning" role="status">{t('studio_last_valid')}</span>}
              {lastAction && <span className="studio-muted">{t('studio_last_action', { action: lastAction })}</span>}
              {demo.state === 'signing-in' && <span className="studio-muted" role="status">{t('studio_demo_signing_in', { role: demo.role })}</span>}
              {demo.state === 'signed-in' && <span className="studio-demo" role="status">{t('studio_demo_session', { role: demo.role, account: demo.account })}</span>}
              {demo.state === 'unavailable' && <span className="studio-warning" role="status">{t('studio_demo_unavailable', { role: demo.role })}</span>}
              {popupsLeftOut.length > 0 && <span className="studio-note" role="note">{t('studio_popups_left_out', { names: popupsLeftOut.map((type) => widgetWords(type, siteI18n.language).name).join(', ') })}</span>}
              <span className="studio-muted">{t('studio_provenance_hint')}</span>
              <label className="studio-zoom">{t('studio_zoom')}
                <select value={String(zoom)} onChange={(event) => setZoom(event.target.value === 'fit' ? 'fit' : Number(event.target.value))}>
                  <option value="fit">{t('studio_zoom_fit')}</option>
                  {ZOOMS.map((level) => <option key={level} value={String(level)}>{Math.round(level * 100)}%</option>)}
                </select>
              </label>
            </div>
            {input && i18n ? (
              <Preview input={previewImages(input)} context={resolveContext} width={context.width} zoom={zoom} i18n={i18n} host={host} label="Preview" theme={shownTheme} highlight={highlight} onPopupsLeftOut={setPopupsLeftOut} />
            ) : (
              <p className="studio-muted" role="status">{shown ? t('studio_preview_loading') : t('studio_preview_waits_for_valid')}</p>
            )}
          </section>
        </main>
      )}
    </div>
  );
}
