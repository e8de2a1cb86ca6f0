import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatRatio } from '@/schema/contrast';
import type { BrandT } from './theme-texts';
import { colorInputValue, contrastFixes, FONT_STACKS, fontName, shownColors, THEME_COLOR_NAMES, themeValues, withBrandName, withColor, withFont, type ContrastFix } from './theme-model';
import type { FileWrite } from './use-edited-files';
import './theme-editor.css';

interface Props {
  path: string;
  text: string;
  value: unknown;
  commit: (writes: readonly FileWrite[], key?: string) => void;
  t: BrandT;
  /** The merchant whose theme this is; undefined for the shared theme. */
  merchant: string | undefined;
  /** Set when this theme is a new merchant's, not published yet. */
  unpublished?: boolean;
  onNewMerchant: () => void;
  /** The logo and tab icon's upload controls (brand-images.tsx); without them the panel shows the current ones only. */
  images?: ReactNode;
}

/** A colour's name for operators (its key in the theme, when the texts have none). */
export function colorLabel(name: string, t: BrandT): string {
  const key = `studio_brand_color_${name}`;
  const text = t(key);
  return text === key ? name : text;
}

/** One colour: the browser's colour picker and its hex text, which may be typed (kept as typed until it is a colour). */
function ColorRow({ name, color, onPick, t, failing }: { name: string; color: string; onPick: (color: string) => boolean; t: BrandT; failing: boolean }) {
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [invalid, setInvalid] = useState(false);
  const hex = useRef<HTMLInputElement>(null);
  const id = useId();
  const label = colorLabel(name, t);
  // A colour changed elsewhere (the picker, a proposed shade, undo) shows here, unless the operator is typing.
  useEffect(() => {
    if (document.activeElement !== hex.current) {
      setTyped(undefined);
      setInvalid(false);
    }
  }, [color]);
  const done = () => {
    if (typed === undefined) return;
    if (onPick(typed)) {
      setTyped(undefined);
      setInvalid(false);
    } else setInvalid(true);
  };
  return (
    <li className={`studio-theme-color${failing ? ' studio-theme-color--failing' : ''}`}>
      <label htmlFor={`${id}-pick`} className="studio-theme-color__name">{label}</label>
      <input id={`${id}-pick`} type="color" value={colorInputValue(color)} onChange={(event) => onPick(event.target.value)} />
      <input
        ref={hex}
        type="text"
        className="studio-theme-color__hex"
        aria-label={t('studio_brand_hex_of', { color: label })}
        spellCheck={false}
        value={typed ?? color}
        aria-invalid={invalid}
        {...(invalid ? { 'aria-describedby': `${id}-problem` } : {})}
        onChange={(event) => {
          const next = event.target.value;
          setTyped(next);
          // A whole #rrggbb shows at once; anything shorter waits for Enter or leaving the field.
          if (/^#[0-9a-f]{6}$/i.test(next.trim()) && onPick(next)) setInvalid(false);
        }}
        onBlur={done}
        onKeyDown={(event) => {
          if (event.key === 'Enter') done();
        }}
      />
      {failing && <span className="studio-theme-color__flag">{t('studio_brand_contrast_flag')}</span>}
      {invalid && <span id={`${id}-problem`} className="studio-theme-color__problem" role="alert">{t('studio_brand_hex_invalid')}</span>}
    </li>
  );
}

function FixRow({ fix, t, onApply }: { fix: ContrastFix; t: BrandT; onApply: (name: string, color: string) => void }) {
  const [first] = fix.findings;
  return (
    <li className="studio-theme-fix">
      <ul className="studio-theme-fix__pairs">
        {fix.findings.map((finding) => <li key={`${finding.foreground}/${finding.background}`}>{t('studio_brand_contrast_pair', { foreground: colorLabel(finding.foreground, t), background: colorLabel(finding.background, t), ratio: formatRatio(finding.ratio, finding.minimum), minimum: String(finding.minimum) })}</li>)}
      </ul>
      {fix.proposed ? (
        <button type="button" className="studio-button" onClick={() => fix.proposed && onApply(fix.color, fix.proposed)}>
          <span className="studio-theme-fix__swatch" style={{ background: fix.proposed }} aria-hidden="true" />
          {t('studio_brand_contrast_use', { color: colorLabel(fix.color, t), shade: fix.proposed })}
        </button>
      ) : (
        <p className="studio-muted">{t('studio_brand_contrast_no_shade', { color: colorLabel(fix.color, t), other: colorLabel(first?.foreground === fix.color ? first.background : (first?.foreground ?? ''), t) })}</p>
      )}
    </li>
  );
}

/**
 * The theme of a merchant (or the shared one) without JSON: brand name, logo and favicon, a colour picker per colour
 * with the contrast check of `schemas:check` as the operator picks (and the shade that mends it, one click), and the
 * fonts from a list. Every change is an edit of the theme file, previewed at once and published like any other.
 */
export function ThemeEditor({ path, text, value, commit, t, merchant, unpublished, onNewMerchant, images }: Props) {
  const theme = themeValues(value);
  const [lastPicked, setLastPicked] = useState<string | undefined>(undefined);
  if (!theme) return <p className="studio-muted">{t('studio_brand_not_theme')}</p>;
  const colors = shownColors(theme);
  const names = [...THEME_COLOR_NAMES, ...Object.keys(theme.colors).filter((name) => !THEME_COLOR_NAMES.includes(name))];
  const fixes = contrastFixes(theme, lastPicked);
  const failing = new Set(fixes.map((fix) => fix.color));

  const write = (next: string | undefined, key: string) => {
    if (next !== undefined && next !== text) commit([{ path, text: next }], key);
  };
  const pick = (name: string, color: string): boolean => {
    const next = withColor(text, name, color);
    if (next === undefined) return false;
    setLastPicked(name);
    write(next, `theme:${path}:${name}`);
    return true;
  };
  const fontSelect = (which: 'body' | 'heading', label: string) => {
    const current = theme.fonts[which];
    return (
      <label className="studio-theme-field">{label}
        <select value={current} onChange={(event) => write(withFont(text, which, event.target.value), `theme:${path}:font-${which}`)} style={{ fontFamily: current }}>
          {fontName(current) === undefined && <option value={current}>{t('studio_brand_font_current', { stack: current })}</option>}
          {FONT_STACKS.map((font) => <option key={font.stack} value={font.stack} style={{ fontFamily: font.stack }}>{font.name}</option>)}
        </select>
      </label>
    );
  };

  return (
    <div className="studio-theme-editor" role="region" aria-label={t('studio_brand_editor')}>
      <div className="studio-theme-editor__head">
        <h3>{merchant ? t('studio_brand_theme_of', { merchant }) : t('studio_brand_theme_shared')}</h3>
        <button type="button" className="studio-button" onClick={onNewMerchant}>{t('studio_brand_new_merchant')}</button>
      </div>
      {!merchant && <p className="studio-muted">{t('studio_brand_shared_note')}</p>}
      {unpublished && merchant && <p className="studio-ok-box" role="status">{t('studio_brand_created', { id: merchant })}</p>}

      <label className="studio-theme-field">{t('studio_brand_name')}
        <input type="text" value={theme.brandName} onChange={(event) => write(withBrandName(text, event.target.value), `theme:${path}:brandName`)} />
      </label>

      {images ?? (<fieldset className="studio-theme-images" data-studio-slot="theme-images">
        <legend>{t('studio_brand_images')}</legend>
        <div className="studio-theme-image">
          <span>{t('studio_brand_logo')}</span>
          <img src={theme.logo} alt={t('studio_brand_logo_alt', { brand: theme.brandName })} height={32} />
          <code>{theme.logo}</code>
        </div>
        <div className="studio-theme-image">
          <span>{t('studio_brand_favicon')}</span>
          <img src={theme.favicon ?? '/favicon.svg'} alt={t('studio_brand_favicon_alt')} width={32} height={32} />
          <code>{theme.favicon ?? '/favicon.svg'}</code>
          {theme.favicon === undefined && <span className="studio-muted">{t('studio_brand_favicon_site')}</span>}
        </div>
      </fieldset>)}

      <section className="studio-theme-contrast" aria-label={t('studio_brand_contrast')} aria-live="polite">
        <h4>{t('studio_brand_contrast')}</h4>
        {fixes.length === 0 ? (
          <p className="studio-ok">{t('studio_brand_contrast_ok')}</p>
        ) : (
          <ul className="studio-theme-fixes">{fixes.map((fix) => <FixRow key={fix.color} fix={fix} t={t} onApply={pick} />)}</ul>
        )}
      </section>

      <fieldset className="studio-theme-colors">
        <legend>{t('studio_brand_colors')}</legend>
        <ul>{names.map((name) => <ColorRow key={name} name={name} color={colors[name] ?? '#000000'} onPick={(color) => pick(name, color)} t={t} failing={failing.has(name)} />)}</ul>
      </fieldset>

      <fieldset className="studio-theme-fonts">
        <legend>{t('studio_brand_fonts')}</legend>
        {fontSelect('body', t('studio_brand_font_body'))}
        {fontSelect('heading', t('studio_brand_font_heading'))}
        <p className="studio-muted">{t('studio_brand_fonts_note')}</p>
      </fieldset>
    </div>
  );
}
