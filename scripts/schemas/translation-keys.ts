import type { SchemaProblem } from '../../src/schema/problem';
import { pointerSegment } from '../../src/schema/problem';
import { enBundle } from '../../src/i18n/en-bundle';
import { memberEn } from '../../src/i18n/locales/member-en';
import { accountEn } from '../../src/i18n/locales/account-en';
import { texts } from '../../src/i18n/i18n';

/** Members of documents that hold text: a translation key, or operator copy `{"en", "ty"}`. */
const TEXT_MEMBERS = new Set(['label', 'title', 'text', 'intro', 'emptyText', 'confirm', 'success', 'submitLabel', 'placeholder', 'patternMessage', 'minimumMessage', 'ui:help', 'message', 'doneText', 'buttonLabel', 'ui:placeholder']);
/** What a key looks like (`mc_title`, `register`); anything else is literal text. */
const KEY = /^[a-z][a-z0-9]*(_[A-Za-z0-9]+)*$/;

const en = new Set(Object.keys({ ...enBundle, ...accountEn, ...memberEn }));
const ty = new Set(Object.keys(texts.ty));

/** Keys run-time copy (`i18n/<lang>.json`, the document's merchant's `i18n/<lang>.json`) defines per language. */
export interface RunTimeKeys {
  en: ReadonlySet<string>;
  ty: ReadonlySet<string>;
}

const NO_RUN_TIME_KEYS: RunTimeKeys = { en: new Set(), ty: new Set() };

function missingFrom(key: string, runTime: RunTimeKeys): string[] {
  return [...(en.has(key) || runTime.en.has(key) ? [] : ['EN']), ...(ty.has(key) || runTime.ty.has(key) ? [] : ['TY'])];
}

/**
 * `schemas:check`: every translation key a document names exists in EN and in TY, in the bundled texts or
 * in the run-time copy that reaches this document (a language whose copy defines it counts as defining it).
 */
export function checkTranslationKeys(document: unknown, documentName: string, runTime: RunTimeKeys = NO_RUN_TIME_KEYS): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const report = (key: string, pointer: string) => {
    const missing = missingFrom(key, runTime);
    if (missing.length > 0) problems.push({ document: documentName, pointer, message: `translation key "${key}" is missing from ${missing.join(' and ')} (write the copy as {"en": "…", "ty": "…"}, or add the key to the bundle or to i18n/<lang>.json)` });
  };
  const visit = (value: unknown, pointer: string, member: string | undefined): void => {
    if (typeof value === 'string') {
      if (member && TEXT_MEMBERS.has(member) && KEY.test(value)) report(value, pointer);
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((entry, index) => visit(entry, `${pointer}/${index}`, member === 'ui:enumNames' ? 'label' : undefined));
      return;
    }
    if (typeof value === 'object' && value !== null) {
      for (const [key, entry] of Object.entries(value)) visit(entry, `${pointer}/${pointerSegment(key)}`, key);
    }
  };
  visit(document, '', undefined);
  return problems;
}
