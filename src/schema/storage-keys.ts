/**
 * Every key the site keeps in the browser's storage, in one leaf module: the layer that writes a key and the
 * one that reads it (the API client, the translator, the stores, the widgets, the studio, the build's inline
 * script) name it from here. It sits in the bottom layer because each of those layers reads one.
 */

/** Local storage: the visitor's language (spec §1), read by the API client and the inline script. */
export const LANGUAGE_KEY = 'lang';
/** Local storage: the platform's own record of the last language chosen (spec §1), written beside `lang`. */
export const LANGUAGE_HISTORY_KEY = 'hisLang';
/** Local storage (spec §3): `merchant_v2` is `1`, the platform's marker of the second-generation merchant set-up, written at boot. */
export const MERCHANT_V2_KEY = 'merchant_v2';
/** Local storage: whether the member hid the balance. */
export const BALANCE_HIDDEN_KEY = 'balanceHidden';
/** Local storage: the SMS template the platform gave the registration form. */
export const SMS_TEMPLATE_KEY = 'smsTemplate';

/**
 * Local storage: the studio was signed in to the publish service (its cookie is HttpOnly, so the page cannot see it):
 * a reloaded studio asks the service who is signed in only then, instead of a 401 on every visit signed out.
 */
export const PUBLISH_SIGNED_IN_KEY = 'croupier-studio:publish-signed-in';

/** Session storage: the member's session token (sent as `Authorization`). */
export const TOKEN_STORAGE_KEY = 'token';
/** Session storage (spec §3): the account type, what the session's role is derived from (`roleOfAccount`). */
export const ACCOUNT_TYPE_STORAGE_KEY = 'accountType';
/** Session storage (spec §3): the session's fields, `token` first. */
export const SESSION_KEYS = [TOKEN_STORAGE_KEY, 'merchant', 'account', 'customerId', 'isAgent', 'nickname', 'toUpline', 'memberLabel', ACCOUNT_TYPE_STORAGE_KEY, 'mustChangePassword'] as const;
/** Session storage: the tab's embedded-platform scenario (sent as `X-Platform-Scenario`). */
export const SCENARIO_STORAGE_KEY = 'platformScenario';
/** Session: this tab found a route's documents file older than the documents it holds; the inline script asks for each file again. */
export const PAGE_DOCUMENTS_STALE_KEY = 'croupier:page-documents-stale';
/** Session storage: the merchant QA picked for this tab (`?merchant=`). */
export const QA_MERCHANT_KEY = 'platformMerchant';
/** Session storage: the current RNG vendor (spec §4 "RNG stores vassalage"). */
export const RNG_VENDOR_KEY = 'rngVendor';
/** Session storage: the vendor categories of this tab, with their language. */
export const VENDOR_CATEGORIES_KEY = 'vendorCategories';
/** Session storage: the game open in the game frame, kept over a reload. */
export const GAME_FRAME_KEY = 'gameFrame';
/** Session storage (spec §3/§4): gift-popup dismissal, separately before and after login. */
export const GIFT_DISMISSED_KEYS = { visitor: 'giftDismissedBeforeLogin', member: 'giftDismissedAfterLogin' } as const;
/** Session storage: the red envelope was closed this session. */
export const RED_ENVELOPE_DISMISSED_KEY = 'redEnvelopeDismissed';
/** Session storage: the notice popup's default key (a node may name its own): it shows once per session. */
export const NOTICE_POPUP_SHOWN_KEY = 'noticePopupShown';
/** Local storage: the studio's JSON editor is open (closed by default: the outline and the preview take the room). */
export const STUDIO_JSON_EDITOR_KEY = 'croupier-studio:json-editor';
