/**
 * The plan of the first load: what the build knows (from the bundled documents and the bundle's chunks) and writes
 * into the page, for the inline script to act on. `PageLoadSettings` is part of the script's text (its CSP hash
 * covers it); `EarlyChunks` comes in a JSON data block beside it, so chunk hashes never change the script's hash.
 */

/** Who the inline script can tell apart: whether a session is held. */
export type Audience = 'visitor' | 'member';

/** What a document shows one audience beyond what it shows everyone: by document name, menus' files and widget types. */
export interface AudienceParts {
  files: Record<string, string[]>;
  types: Record<string, string[]>;
}

/** The host → merchant map and each merchant's brand name, from the bundled `merchants.json` and themes. */
export interface BrandTitles {
  /** Host → merchant. */
  hosts: Record<string, string>;
  /** Merchant → its theme's brand name. */
  names: Record<string, string>;
  default: string;
}

/** Which schema files a page at a path surely reads first (only files the build has), per path and audience. */
export interface EarlyFiles {
  /** Fetched on every page: the merchant map, the manifest, the routes, the default theme. */
  always: string[];
  /** Copy per language (the bundled site copy; EN's is always fetched too, as the fallback). */
  copy: Record<string, string>;
  /**
   * Route path → its screen file (when the build has it), its layout's name, and the id of its route when every
   * context shows that route there (no `when` on any route of the path): its first paint (`first-paint.ts`) is asked
   * for at once. Any other path's first paint waits for the origin's routes.
   */
  paths: Record<string, [screen: string | null, layout: string, firstPaint?: string]>;
  /** Layout name → its file and its menus' files. */
  layouts: Record<string, string[]>;
  /** Screen or layout name (of the paths above) → the widget types it shows under every context. */
  types: Record<string, string[]>;
  /**
   * Screen or layout name (of the paths above) → the data catalogue's call groups (`catalogue/groups.ts`) of the
   * queries its nodes shown under every context run: their code is asked for beside the widgets' code, not once
   * the site's code has read the documents.
   */
  groups: Record<string, string[]>;
  /** The screens that show without the member texts (every other one waits for them). */
  withoutMemberTexts: string[];
  /**
   * What the layouts and screens above also show to a visitor (no session held) or to a member (one held: the
   * script knows no more), behind a condition that settles for them (`{"role": "visitor"}`, `{"auth": true}`).
   */
  audiences: Record<Audience, AudienceParts>;
  /** The brand names of the bundled themes, for the page's first `<title>`. */
  brands: BrandTitles;
}

/** What the build writes into the inline script: where things are, and the plan. */
export interface PageLoadSettings {
  /** The schema files' base URL, ending in `/`. */
  schemaBase: string;
  /** The build's base URL for its assets (`/`). */
  assetsBase: string;
  /** The status call's URL without its query (the gateway's base URL joined as the client joins it). */
  statusUrl: string;
  /** The calls that leave with the status call (`STATUS_SIDE_PATHS`), joined to the gateway's base URL likewise. */
  statusSideUrls: string[];
  /** The frame's vendor list's URL without its query (`VENDOR_LIST_PATH`), asked for once the status says the site is open. */
  vendorListUrl: string;
  /** The gateway's base URL without a trailing `/` (`''`: the site's own origin): a first paint's calls (`FirstPaint.calls`) are joined to it. */
  gatewayBase: string;
  files: EarlyFiles;
}

/** The id of the page's JSON block that names the build's hashed chunks for the inline script (`EarlyChunks`). */
export const EARLY_CHUNKS_ID = 'croupier-early-chunks';

/** The chunks the inline script may preload, by what they are (files relative to the base URL). */
export interface EarlyChunks {
  /** The first page's own code (the entry chunk, what it imports statically, their CSS): asked for before any document but the merchant map. */
  firstPage: string[];
  /** The API client's chunks (the status call is first-page code): a member's first data calls leave as the site opens. */
  platformClient: string[];
  /** The game calls' chunks (vendor list, hot games, winners): all a visitor's frame and home ask for of the client. */
  gamesClient: string[];
  /** The light validators (routes, menus…): an operator's new route means an edited routes.json. */
  lightValidators: string[];
  /** The validators of screens and layouts (their structure): an operator's new screen is surely validated. */
  validators: string[];
  /** Widget type → its props validator (an operator's screen is validated for the types it holds). */
  widgetValidators: Record<string, string[]>;
  /** Language → the member texts' chunk in it: a screen that names one of them waits for them (`withoutMemberTexts`). */
  memberTexts: Record<string, string[]>;
  /** Widget type → its chunk, the chunks it imports that the entry does not, and their CSS. */
  widgets: Record<string, string[]>;
  /** A data catalogue call group (`rewards`) → its chunk and the chunks it imports that the entry does not. */
  queryGroups: Record<string, string[]>;
  /** A centre's URL key (`memberCentre`) → its code (the overlay and what it imports that the entry does not). */
  centres: Record<string, string[]>;
}
