/**
 * Which of the operator's edited files a publish sends, in the scope the operator chose. The service takes one scope
 * per publish: the site's files (all merchants), or one merchant's folder, where paths are relative to
 * `merchants/<id>/` (a site file published for one merchant becomes that merchant's own copy of it).
 */
export interface EditedFile {
  /** The file's path in the origin, as the studio opens it (`menus/header-nav.json`, `merchants/acme/i18n/en.json`). */
  path: string;
  text: string;
  /**
   * The deployed text the edit began from (null or absent: unknown, or a new file; a publish then names no base, and
   * the service answers with what is there now if there is something).
   */
  baseText?: string | null;
}

export interface PlannedFile {
  /** The edited file. */
  path: string;
  /** The path the service is sent (relative to the scope). */
  send: string;
  /** Where it lands in the origin. */
  target: string;
  text: string;
  baseText: string | null;
}

export type SkipReason = { kind: 'other-merchant'; merchant: string } | { kind: 'site-only' };

export interface PublishPlan {
  files: PlannedFile[];
  skipped: { path: string; reason: SkipReason }[];
}

const MERCHANT_FILE = /^merchants\/([^/]+)\/(.+)$/;

/**
 * `known`: the merchants deployed now. A merchant it does not hold is a new one: for all merchants, its files go with
 * the edited merchants.json that adds it, in one publish (the service takes them so, issue 41).
 */
export function publishPlan(edited: readonly EditedFile[], merchant: string | undefined, known?: readonly string[]): PublishPlan {
  const plan: PublishPlan = { files: [], skipped: [] };
  const addsMerchants = known !== undefined && edited.some((file) => file.path === 'merchants.json');
  for (const file of edited) {
    const own = MERCHANT_FILE.exec(file.path);
    if (own) {
      const [, owner = '', rest = ''] = own;
      if (merchant === undefined && addsMerchants && !known.includes(owner)) plan.files.push({ path: file.path, send: file.path, target: file.path, text: file.text, baseText: file.baseText ?? null });
      else if (owner === merchant) plan.files.push({ path: file.path, send: rest, target: file.path, text: file.text, baseText: file.baseText ?? null });
      else plan.skipped.push({ path: file.path, reason: { kind: 'other-merchant', merchant: owner } });
    } else if (merchant === undefined) {
      plan.files.push({ path: file.path, send: file.path, target: file.path, text: file.text, baseText: file.baseText ?? null });
    } else if (file.path === 'merchants.json') {
      plan.skipped.push({ path: file.path, reason: { kind: 'site-only' } });
    } else {
      plan.files.push({ path: file.path, send: file.path, target: `merchants/${merchant}/${file.path}`, text: file.text, baseText: file.baseText ?? null });
    }
  }
  return plan;
}

/** Documents a merchant can change entry by entry (an override's operations) instead of copying them whole. */
const OVERRIDABLE = /^(menus|forms|screens|layouts)\//;

/**
 * The shared documents this plan would publish as one merchant's own full copies (issue 41: a copy stops following
 * the shared document; the Merchant picker records that merchant's changes as operations instead). The panel warns
 * before such a publish.
 */
export function fullCopiesIn(plan: PublishPlan): string[] {
  return plan.files.filter((file) => !MERCHANT_FILE.test(file.path) && file.target !== file.path && OVERRIDABLE.test(file.path)).map((file) => file.path);
}

/** The scope a set of edits suggests: the one merchant whose files they all are, else all merchants. */
export function suggestedScope(edited: readonly EditedFile[]): string | undefined {
  const owners = new Set(edited.map((file) => MERCHANT_FILE.exec(file.path)?.[1]));
  const [only] = owners;
  return owners.size === 1 && only !== undefined ? only : undefined;
}
