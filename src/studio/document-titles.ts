import type { TFunction } from '@/i18n/translator';
import type { DocumentEntry } from './document-catalog';

/**
 * The Document list in an operator's words: each document by its title in the studio's language, grouped by the part
 * of the site it makes (the pages, the member and agent centres, the frame and its menus, the forms, the whole site),
 * never by its file path. A page's title is the one its visitors read (its `title` text); the others are named here.
 */
type Titles = Readonly<Record<'en' | 'ty', string>>;

export const DOCUMENT_TITLES: Readonly<Record<string, Titles>> = {
  'menus/agent-center': { en: 'Agent centre menu', ty: 'Menu ng agent centre' },
  'menus/floating-widget': { en: 'Floating buttons (QR, share, join)', ty: 'Mga lumulutang na button (QR, share, sumali)' },
  'menus/footer-about': { en: 'Footer: About links', ty: 'Footer: mga link ng Tungkol' },
  'menus/footer-help': { en: 'Footer: Help links', ty: 'Footer: mga link ng Tulong' },
  'menus/header-account': { en: 'Header: member’s account menu', ty: 'Header: menu ng account ng miyembro' },
  'menus/header-nav': { en: 'Header navigation', ty: 'Nabigasyon ng header' },
  'menus/header-shortcuts': { en: 'Header: member’s shortcuts', ty: 'Header: mga shortcut ng miyembro' },
  'menus/header-visitor': { en: 'Header: visitor’s buttons', ty: 'Header: mga button ng bisita' },
  'menus/login-links': { en: 'Links under the log-in form', ty: 'Mga link sa ilalim ng form ng log in' },
  'menus/member-center': { en: 'Member centre menu', ty: 'Menu ng member centre' },
  'menus/side-bar': { en: 'Right side bar', ty: 'Kanang side bar' },
  'layouts/bare': { en: 'Frame: none (page alone)', ty: 'Frame: wala (pahina lang)' },
  'layouts/default': { en: 'Frame: header, footer and side bars', ty: 'Frame: header, footer at mga side bar' },
  'layouts/header-footer': { en: 'Frame: header and footer', ty: 'Frame: header at footer' },
  'layouts/header-only': { en: 'Frame: header only', ty: 'Frame: header lang' },
  'layouts/not-found': { en: 'Frame of the “not found” page', ty: 'Frame ng pahinang “hindi nahanap”' },
  'forms/activity-apply': { en: 'Apply for an activity', ty: 'Mag-apply sa aktibidad' },
  'forms/agent-register': { en: 'Register a team member (agent)', ty: 'Magrehistro ng miyembro ng team (ahente)' },
  'forms/avatar-choice': { en: 'Choose an avatar', ty: 'Pumili ng avatar' },
  'forms/avatar-upload': { en: 'Upload an avatar', ty: 'Mag-upload ng avatar' },
  'forms/bind-payout-account': { en: 'Add a payout account', ty: 'Magdagdag ng account na pambayad' },
  'forms/change-password': { en: 'Change password', ty: 'Palitan ang password' },
  'forms/claim': { en: 'Claim (one button)', ty: 'Kunin (isang button)' },
  'forms/contract-offer-row': { en: 'Offer a contract (from a row)', ty: 'Mag-alok ng kontrata (mula sa hanay)' },
  'forms/contract-offer': { en: 'Offer a contract', ty: 'Mag-alok ng kontrata' },
  'forms/deposit': { en: 'Deposit', ty: 'Deposito' },
  'forms/downline-transfer': { en: 'Send money to a team member', ty: 'Magpadala ng pera sa miyembro ng team' },
  'forms/feedback': { en: 'Feedback', ty: 'Puna' },
  'forms/forgot-password': { en: 'Forgot password', ty: 'Nakalimutan ang password' },
  'forms/login': { en: 'Log in', ty: 'Mag-log in' },
  'forms/points-convert': { en: 'Convert points to balance', ty: 'Gawing balanse ang puntos' },
  'forms/points-redeem': { en: 'Redeem goods for points', ty: 'Ipalit ang puntos sa produkto' },
  'forms/profile': { en: 'Profile', ty: 'Profile' },
  'forms/register': { en: 'Register (join)', ty: 'Magrehistro (sumali)' },
  'forms/transfer-upline': { en: 'Send money to the upline', ty: 'Magpadala ng pera sa upline' },
  'forms/wallet-transfer': { en: 'Transfer between wallets', ty: 'Maglipat sa pagitan ng mga wallet' },
  'forms/withdraw-not-received': { en: 'Withdrawal not received', ty: 'Hindi natanggap ang withdrawal' },
  'forms/withdraw-partial': { en: 'Withdrawal partly received', ty: 'Bahagyang natanggap ang withdrawal' },
  'forms/withdraw': { en: 'Withdraw', ty: 'Mag-withdraw' },
  routes: { en: 'Page addresses', ty: 'Mga address ng pahina' },
  'themes/default': { en: 'Colours, fonts and logo', ty: 'Mga kulay, font at logo' },
  'i18n/en': { en: 'Texts in EN', ty: 'Mga teksto sa EN' },
  'i18n/ty': { en: 'Texts in TY', ty: 'Mga teksto sa TY' },
};

/** The groups of the list, in its order (studio text keys). */
const GROUP_KEYS = ['studio_docs_pages', 'studio_docs_member_pages', 'studio_docs_agent_pages', 'studio_docs_frame', 'studio_docs_forms', 'studio_docs_site', 'studio_docs_other'] as const;

function groupKey(name: string): (typeof GROUP_KEYS)[number] {
  if (name.startsWith('screens/member/')) return 'studio_docs_member_pages';
  if (name.startsWith('screens/agent/')) return 'studio_docs_agent_pages';
  if (name.startsWith('screens/')) return 'studio_docs_pages';
  if (name.startsWith('layouts/') || name.startsWith('menus/')) return 'studio_docs_frame';
  if (name.startsWith('forms/')) return 'studio_docs_forms';
  if (name === 'routes' || name.startsWith('themes/') || name.startsWith('i18n/')) return 'studio_docs_site';
  return 'studio_docs_other';
}

/** "agentDailyWages2" or "point-mall" → "Agent daily wages 2" / "Point mall": a name's last part, as words. */
export function nameAsWords(name: string): string {
  const last = name.split('/').pop() ?? name;
  const words = last.replace(/([a-z])([A-Z0-9])/g, '$1 $2').replace(/[-_]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A document's title in `language`: a page's own title (`pageTitle`, what its visitors read, looked up by the caller),
 * else the one named above, else its name as words.
 */
export function documentTitle(name: string, language: string, pageTitle?: string): string {
  if (pageTitle) return pageTitle;
  const titles = DOCUMENT_TITLES[name];
  if (titles) return language === 'ty' ? titles.ty : titles.en;
  return nameAsWords(name);
}

export interface DocumentOption {
  /** The file path: what the list's value is (and what `?doc=` names). */
  value: string;
  label: string;
}

export interface DocumentGroup {
  label: string;
  options: DocumentOption[];
}

/**
 * The Document list's groups: the site's documents by the part of the site they make, then each merchant's own files
 * in a group of that merchant; in each group by title. `pageTitle` gives a page's title (undefined: not known).
 */
export function documentGroups(entries: readonly DocumentEntry[], language: string, t: TFunction, pageTitle: (name: string) => string | undefined): DocumentGroup[] {
  const groups = new Map<string, DocumentOption[]>();
  const order: string[] = [...GROUP_KEYS.map((key) => t(key))];
  for (const entry of entries) {
    const group = entry.merchant ? t('studio_docs_merchant', { merchant: entry.merchant }) : t(groupKey(entry.name));
    if (!order.includes(group)) order.push(group);
    const options = groups.get(group) ?? [];
    options.push({ value: entry.path, label: documentTitle(entry.name, language, entry.name.startsWith('screens/') ? pageTitle(entry.name) : undefined) });
    groups.set(group, options);
  }
  return order.flatMap((label) => {
    const options = groups.get(label);
    return options ? [{ label, options: options.sort((a, b) => a.label.localeCompare(b.label, language === 'ty' ? 'fil' : 'en') || a.value.localeCompare(b.value)) }] : [];
  });
}
