import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { TFunction } from '@/i18n/translator';
import type { WidgetRegistry } from '@/renderer/registry';
import type { SchemaNode } from '@/schema/types';
import { languageTag } from '@/schema/languages';
import { checkText } from './check-text';
import { newPagePlan, normalRoutePath, routePathProblem, sectionProbe, type NewPagePlan, type NewPageResult, type RouteProblem } from './new-page';
import { parseJsonText } from './json-value';
import { StudioDialog } from './studio-dialog';
import { studioTranslator } from './studio-texts';
import { deployedText } from './studio-host';
import { documentTitle } from './document-titles';
import { widgetWords } from './widget-words';
import './new-page.css';

/** Widgets that make sense as a plain page's sections, offered first (the others follow). */
const SUGGESTED = ['Heading', 'Text', 'Section', 'HeroBanner', 'CardGrid', 'CategoryTiles', 'ActionButton'];
const ROUTES = 'routes.json';
const COPY = { en: 'i18n/en.json', ty: 'i18n/ty.json' } as const;
/** Names the studio has words for; any other layout or menu shows its own name. */
const LAYOUT_WORDS: Record<string, string> = { default: 'studio_page_layout_default', 'header-footer': 'studio_page_layout_header_footer', 'header-only': 'studio_page_layout_header_only', bare: 'studio_page_layout_bare' };
const MENU_WORDS: Record<string, string> = { 'menus/header-nav': 'studio_page_menu_header', 'menus/footer-help': 'studio_page_menu_footer_help', 'menus/footer-about': 'studio_page_menu_footer_about' };

interface Props {
  /** Document names the origin has (`layouts/default`, `menus/header-nav`, `screens/vip`…). */
  documents: readonly string[];
  registry: WidgetRegistry;
  /** Each widget's first use on the site: a new section starts with its props. */
  examples: ReadonlyMap<string, SchemaNode>;
  /** A file's text as the studio has it (the operator's edit, else what it loaded); undefined: not loaded. */
  textOf: (path: string) => string | undefined;
  /** The page's files, and the deployed text of each one that exists (the base its edit begins from). */
  onCreate: (plan: NewPagePlan, deployed: Readonly<Record<string, string>>) => void;
  onClose: () => void;
  /** The studio's language: widgets and menus are named in an operator's words in it. */
  language?: string;
  t: TFunction;
}

function problemText(problem: RouteProblem | Extract<NewPageResult, { ok: false }>['problem'], t: TFunction): string {
  switch (problem.key) {
    case 'studio_page_route_taken':
      return t(problem.key, { path: problem.path, route: problem.route });
    case 'studio_page_route_reserved':
      return t(problem.key, { path: problem.path });
    case 'studio_page_file_broken':
      return t(problem.key, { file: problem.file });
    default:
      return t(problem.key);
  }
}

async function deployedOrNothing(path: string): Promise<string | undefined> {
  try {
    return await deployedText(path);
  } catch {
    return undefined;
  }
}

/** "New page": a name, an address (checked against the routes as it is typed), a layout, sections, a menu. */
export function NewPageDialog({ documents, registry, examples, textOf, onCreate, onClose, t, language = 'en' }: Props) {
  const ids = { title: useId(), route: useId(), sections: useId(), error: useId() };
  const layouts = useMemo(() => documents.filter((name) => name.startsWith('layouts/') && name !== 'layouts/not-found').map((name) => name.slice('layouts/'.length)), [documents]);
  const menus = useMemo(() => documents.filter((name) => name.startsWith('menus/')), [documents]);
  // Only widgets that make a working section by themselves (a form or a record list needs more than a section gives).
  const types = useMemo(() => {
    const all = Object.keys(registry).sort();
    return all.filter((type) => checkText(sectionProbe(type, registry[type]?.props, examples), 'screens/probe.json', all).ok);
  }, [registry, examples]);
  const suggested = SUGGESTED.filter((type) => types.includes(type));
  const [nameEn, setNameEn] = useState('');
  const [nameTy, setNameTy] = useState('');
  const [route, setRoute] = useState('');
  const [routeTouched, setRouteTouched] = useState(false);
  const [layout, setLayout] = useState(layouts.includes('header-footer') ? 'header-footer' : (layouts[0] ?? 'default'));
  const [widget, setWidget] = useState(suggested[0] ?? types[0] ?? '');
  const [sections, setSections] = useState<string[]>([]);
  const [menu, setMenu] = useState(menus.includes('menus/header-nav') ? 'menus/header-nav' : '');
  const [open, setOpen] = useState(true);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // The routes as they are (the operator's edit of them, else the deployed file), for the check while typing.
  const [routes, setRoutes] = useState<unknown>(undefined);
  useEffect(() => {
    let current = true;
    const edited = textOf(ROUTES);
    void (edited !== undefined ? Promise.resolve(edited) : deployedOrNothing(ROUTES)).then((text) => {
      const parsed = text === undefined ? undefined : parseJsonText(text);
      if (current && parsed?.ok) setRoutes(parsed.value);
    });
    return () => {
      current = false;
    };
    // Read once when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const routeProblem = route.trim() === '' && !routeTouched ? undefined : routePathProblem(route, routes);
  const routeMessage = routeProblem ? problemText(routeProblem, t) : undefined;
  const described = (name: string) => t(LAYOUT_WORDS[name] ?? 'studio_page_layout_other', { name });

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setRouteTouched(true);
    setError(undefined);
    setBusy(true);
    try {
      const files = [ROUTES, COPY.en, COPY.ty, ...(menu ? [`${menu}.json`] : [])];
      const deployed = await Promise.all(files.map(deployedOrNothing));
      const deployedBy: Record<string, string> = {};
      files.forEach((file, index) => {
        const text = deployed[index];
        if (text !== undefined) deployedBy[file] = text;
      });
      const now = (file: string) => textOf(file) ?? deployedBy[file];
      const texts = files.map(now);
      const missing = files.find((_, index) => texts[index] === undefined);
      if (missing) {
        setError(t('studio_page_file_broken', { file: missing }));
        return;
      }
      const result = newPagePlan({
        path: route,
        title: { en: nameEn, ty: nameTy },
        layout,
        sections,
        open,
        ...(menu ? { menu: { path: `${menu}.json`, text: now(`${menu}.json`) ?? '' } } : {}),
        routes: { path: ROUTES, text: now(ROUTES) ?? '' },
        copy: { en: { path: COPY.en, text: now(COPY.en) ?? '' }, ty: { path: COPY.ty, text: now(COPY.ty) ?? '' } },
        documents,
        propsSchema: (type) => registry[type]?.props,
        examples,
        sectionText: (type, lang) => studioTranslator(lang).t('studio_new_text', { type }),
      });
      if (!result.ok) {
        setError(problemText(result.problem, t));
        return;
      }
      onCreate(result.plan, deployedBy);
    } finally {
      setBusy(false);
    }
  };

  const nameOfMenu = (name: string) => (MENU_WORDS[name] ? t(MENU_WORDS[name] ?? '') : documentTitle(name, language));
  const nameOfWidget = (type: string) => widgetWords(type, language).name;
  return (
    <StudioDialog labelledBy={ids.title} className="studio-publish studio-new-page" onClose={onClose}>
      <header className="studio-publish__head">
        <h2 id={ids.title}>{t('studio_page_title')}</h2>
        <button type="button" className="studio-button" onClick={onClose}>{t('studio_close')}</button>
      </header>
      <form className="studio-publish__body studio-new-page__form" noValidate onSubmit={(event) => void create(event)}>
        <p className="studio-muted">{t('studio_page_intro')}</p>
        <label>{t('studio_page_name_en')}
          <input type="text" lang={languageTag('en')} value={nameEn} onChange={(event) => setNameEn(event.target.value)} />
        </label>
        <label>{t('studio_page_name_ty')}
          <input type="text" lang={languageTag('ty')} value={nameTy} placeholder={nameEn} onChange={(event) => setNameTy(event.target.value)} />
        </label>
        <label>{t('studio_page_route')}
          <input
            type="text"
            value={route}
            placeholder="/opening-hours"
            spellCheck={false}
            autoCapitalize="off"
            aria-invalid={routeMessage ? 'true' : undefined}
            aria-describedby={ids.route}
            onChange={(event) => setRoute(event.target.value)}
            onBlur={() => setRouteTouched(true)}
          />
        </label>
        <p id={ids.route} className={routeMessage ? 'studio-error studio-new-page__note' : 'studio-muted studio-new-page__note'} aria-live="polite">
          {routeMessage ?? (route.trim() !== '' ? t('studio_page_route_free', { path: normalRoutePath(route) }) : t('studio_page_route_help'))}
        </p>
        <label>{t('studio_page_layout')}
          <select value={layout} onChange={(event) => setLayout(event.target.value)}>
            {layouts.map((name) => <option key={name} value={name}>{described(name)}</option>)}
          </select>
        </label>
        <fieldset className="studio-new-page__sections">
          <legend>{t('studio_page_sections')}</legend>
          <div className="studio-new-page__add">
            <label>{t('studio_page_widget')}
              <select value={widget} onChange={(event) => setWidget(event.target.value)}>
                <optgroup label={t('studio_page_widgets_suggested')}>
                  {suggested.map((type) => <option key={type} value={type}>{nameOfWidget(type)}</option>)}
                </optgroup>
                <optgroup label={t('studio_page_widgets_all')}>
                  {types.filter((type) => !suggested.includes(type)).map((type) => <option key={type} value={type}>{nameOfWidget(type)}</option>)}
                </optgroup>
              </select>
            </label>
            <button type="button" className="studio-button" disabled={!widget} onClick={() => setSections((current) => [...current, widget])}>{t('studio_page_add_section')}</button>
          </div>
          {registry[widget] && <p className="studio-muted">{registry[widget]?.description}</p>}
          {sections.length === 0 ? (
            <p className="studio-muted">{t('studio_page_sections_none')}</p>
          ) : (
            <ol className="studio-new-page__list" aria-label={t('studio_page_sections_list')}>
              {sections.map((type, index) => (
                <li key={`${type}-${index}`}>
                  <span>{type}</span>
                  <button type="button" className="studio-link" onClick={() => setSections((current) => current.filter((_, at) => at !== index))}>{t('studio_page_remove_section', { type })}</button>
                </li>
              ))}
            </ol>
          )}
        </fieldset>
        <label>{t('studio_page_menu')}
          <select value={menu} onChange={(event) => setMenu(event.target.value)}>
            <option value="">{t('studio_page_menu_none')}</option>
            {menus.map((name) => <option key={name} value={name}>{nameOfMenu(name)}</option>)}
          </select>
        </label>
        <label className="studio-new-page__check">
          <input type="checkbox" checked={open} onChange={(event) => setOpen(event.target.checked)} />
          {t('studio_page_open')}
        </label>
        <p className="studio-muted">{t('studio_page_after')}</p>
        {error && <p id={ids.error} role="alert" className="studio-error">{error}</p>}
        <button type="submit" className="studio-button studio-button--primary" disabled={busy}>{t('studio_page_create')}</button>
      </form>
    </StudioDialog>
  );
}
