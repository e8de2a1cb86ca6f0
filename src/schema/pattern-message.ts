/** What a field shows when its pattern or length rule fails: an i18n key plus the numbers to substitute. */
export interface RuleMessage {
  key: string;
  min?: number;
  max?: number;
}

/** spec §5 / issue 3: the server's patternId selects the text `reg_pattern_<patternId>`. */
export function patternMessageKey(patternId: string | number): string {
  return `reg_pattern_${patternId}`;
}

/**
 * Substitutes `(min)` and `(max)` in a translated rule text. When both are equal the range
 * collapses to a single number ("6 characters", not "6-6 characters"), as spec §5 says.
 */
export function fillRuleText(template: string, min: number | undefined, max: number | undefined): string {
  let text = template;
  if (min !== undefined && max !== undefined && min === max) {
    text = text.replace(/\(min\)\s*[-~]\s*\(max\)/g, String(min));
  }
  if (min !== undefined) text = text.replace(/\(min\)/g, String(min));
  if (max !== undefined) text = text.replace(/\(max\)/g, String(max));
  return text;
}
