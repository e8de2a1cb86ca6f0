/**
 * The texts a document names. A document names a text by its key in any prop (a heading's `text`, a column's `label`,
 * a confirm's `confirm`, a screen's `title`…): keys are lower-case words joined by underscores, the last parts
 * possibly a platform's code (`vip_levels`, `promo_category_NEW`, `vendor_PG`). Pure data: the build (which screens'
 * first page needs the member texts) and the app (whether a screen waits for them) read a document the same way.
 */

/** The shape of every text key (`tests/i18n/named-texts.test.ts` holds every member and account text to it). */
export const TEXT_KEY = /^[a-z][a-z0-9]*(?:_[A-Za-z0-9]+)+$/;

/**
 * Every string shaped as a text key anywhere in a document (its title, every node's props, fallbacks and children).
 * A string of that shape that is no text (a value an operator wrote) only makes the answer larger, never smaller: the
 * rule that reads it waits for more texts than needed, never fewer.
 */
export function textKeysNamedIn(document: unknown): Set<string> {
  const keys = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (TEXT_KEY.test(value)) keys.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (typeof value === 'object' && value !== null) {
      for (const item of Object.values(value)) visit(item);
    }
  };
  visit(document);
  return keys;
}
