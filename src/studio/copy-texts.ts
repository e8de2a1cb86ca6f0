import { formatJson, isObject, parseJsonText } from './json-value';

/** The texts of a copy document's text (`{"kind": "copy", "texts": {…}}`); none when it does not parse. */
export function copyTexts(text: string | undefined): Record<string, string> {
  if (text === undefined) return {};
  const parsed = parseJsonText(text);
  if (!parsed.ok || !isObject(parsed.value) || !isObject(parsed.value['texts'])) return {};
  return Object.fromEntries(Object.entries(parsed.value['texts']).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The copy document's text with one key's text written (an empty text removes the key, so the bundled text
 * shows again). Undefined when the copy text does not parse: the operator fixes that file first.
 */
export function withCopyText(copyText: string, key: string, value: string): string | undefined {
  const parsed = parseJsonText(copyText);
  if (!parsed.ok || !isObject(parsed.value)) return undefined;
  const texts = isObject(parsed.value['texts']) ? { ...parsed.value['texts'] } : {};
  if (value === '') delete texts[key];
  else texts[key] = value;
  return formatJson({ ...parsed.value, texts });
}

/** The keys whose text a draft of the copy changes against the deployed copy (what the preview lays on top). */
export function changedTexts(draft: string | undefined, deployed: string | undefined): Record<string, string> {
  if (draft === undefined || draft === deployed) return {};
  const before = copyTexts(deployed);
  const after = copyTexts(draft);
  const changed: Record<string, string> = {};
  for (const [key, text] of Object.entries(after)) if (before[key] !== text) changed[key] = text;
  return changed;
}
