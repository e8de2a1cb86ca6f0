import { useId, useState, type FormEvent } from 'react';
import { parseJsonText } from './json-value';
import { merchantsList, newMerchantFiles, newMerchantProblems, type NewMerchant, type NewMerchantProblem } from './new-merchant-model';
import { StudioDialog } from './studio-dialog';
import type { BrandT } from './theme-texts';
import type { FileWrite } from './use-edited-files';

export interface ThemeChoice {
  /** The theme file (`themes/default.json`, `merchants/luckystar/themes/default.json`). */
  path: string;
  /** Its merchant; undefined for the shared theme. */
  merchant: string | undefined;
}

interface Props {
  t: BrandT;
  themes: readonly ThemeChoice[];
  /** A file's text as the studio has it (the operator's edit, else the deployed file). */
  readFile: (path: string) => Promise<string>;
  onCreate: (writes: readonly FileWrite[], themePath: string) => Promise<void>;
  onClose: () => void;
}

/**
 * "New merchant": a code, its web addresses, its brand name, the theme it starts from and, if it wants one, its own
 * home headline. Checked field by field as `schemas:check` would (a host another merchant has is refused); the files
 * then become the operator's changes, for one publish.
 */
export function NewMerchantDialog({ t, themes, readFile, onCreate, onClose }: Props) {
  const id = useId();
  const [form, setForm] = useState<NewMerchant>({ id: '', brandName: '', hosts: '', headline: { en: '', ty: '' } });
  const [from, setFrom] = useState(themes[0]?.path ?? 'themes/default.json');
  const [problems, setProblems] = useState<NewMerchantProblem[] | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const problemsOf = (field: NewMerchantProblem['field']) => (problems ?? []).filter((problem) => problem.field === field);
  const described = (field: NewMerchantProblem['field'], hint?: string) => {
    const ids = [...(hint ? [hint] : []), ...(problemsOf(field).length > 0 ? [`${id}-${field}-problem`] : [])];
    return { 'aria-invalid': problemsOf(field).length > 0, ...(ids.length > 0 ? { 'aria-describedby': ids.join(' ') } : {}) };
  };
  const problemText = (field: NewMerchantProblem['field']) => {
    const found = problemsOf(field);
    return found.length === 0 ? null : <p id={`${id}-${field}-problem`} className="studio-error" role="alert">{found.map((problem) => t(problem.key, problem.params)).join(' ')}</p>;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      const [merchantsText, themeText] = await Promise.all([readFile('merchants.json'), readFile(from)]);
      const parsed = parseJsonText(merchantsText);
      const list = parsed.ok ? merchantsList(parsed.value) : undefined;
      const writes = list && newMerchantFiles(form, merchantsText, themeText);
      if (!list || !writes) {
        setFailure(t('studio_brand_not_theme'));
        return;
      }
      const found = newMerchantProblems(form, list);
      setProblems(found);
      if (found.length > 0) {
        const first = found[0]?.field;
        document.getElementById(`${id}-${first}`)?.focus();
        return;
      }
      await onCreate(writes, `merchants/${form.id.trim()}/themes/default.json`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StudioDialog labelledBy={`${id}-title`} describedBy={`${id}-intro`} className="studio-dialog studio-new-merchant" onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={`${id}-title`}>{t('studio_brand_new_title')}</h2>
        <p id={`${id}-intro`} className="studio-muted">{t('studio_brand_new_intro')}</p>
        <label className="studio-theme-field">{t('studio_brand_name')}
          <input id={`${id}-brandName`} type="text" value={form.brandName} onChange={(event) => setForm({ ...form, brandName: event.target.value })} {...described('brandName')} />
        </label>
        {problemText('brandName')}
        <label className="studio-theme-field">{t('studio_brand_id')}
          <input id={`${id}-id`} type="text" value={form.id} autoCapitalize="none" spellCheck={false} onChange={(event) => setForm({ ...form, id: event.target.value })} {...described('id', `${id}-id-hint`)} />
        </label>
        <p id={`${id}-id-hint`} className="studio-muted">{t('studio_brand_id_hint')}</p>
        {problemText('id')}
        <label className="studio-theme-field">{t('studio_brand_hosts')}
          <textarea id={`${id}-hosts`} rows={3} value={form.hosts} autoCapitalize="none" spellCheck={false} onChange={(event) => setForm({ ...form, hosts: event.target.value })} {...described('hosts', `${id}-hosts-hint`)} />
        </label>
        <p id={`${id}-hosts-hint`} className="studio-muted">{t('studio_brand_hosts_hint')}</p>
        {problemText('hosts')}
        <label className="studio-theme-field">{t('studio_brand_from')}
          <select value={from} onChange={(event) => setFrom(event.target.value)}>
            {themes.map((theme) => <option key={theme.path} value={theme.path}>{theme.merchant ? t('studio_brand_from_merchant', { merchant: theme.merchant }) : t('studio_brand_from_shared')}</option>)}
          </select>
        </label>
        <fieldset className="studio-theme-field">
          <legend>{t('studio_brand_headline')}</legend>
          <label>{t('studio_brand_headline_en')}
            <input id={`${id}-headline`} type="text" value={form.headline.en} onChange={(event) => setForm({ ...form, headline: { ...form.headline, en: event.target.value } })} {...described('headline')} />
          </label>
          <label>{t('studio_brand_headline_ty')}
            <input type="text" value={form.headline.ty} onChange={(event) => setForm({ ...form, headline: { ...form.headline, ty: event.target.value } })} {...described('headline')} />
          </label>
          {problemText('headline')}
        </fieldset>
        {failure && <p className="studio-error" role="alert">{failure}</p>}
        <div className="studio-dialog__actions">
          <button type="button" className="studio-button" onClick={onClose}>{t('studio_brand_cancel')}</button>
          <button type="submit" className="studio-button studio-button--primary" disabled={busy}>{t('studio_brand_create')}</button>
        </div>
      </form>
    </StudioDialog>
  );
}
