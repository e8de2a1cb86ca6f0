/**
 * The shapes of schema documents after they passed their meta-schema.
 * The meta-schemas in `schemas/meta/` are the source of truth for files;
 * these types mirror them for the code that works on validated documents.
 */

export type Role = 'visitor' | 'player' | 'agent' | 'trial';

/** Declarative conditions: data, never code (docs/architecture.md, security). */
export type Condition =
  | { flag: string }
  | { setting: string; equals?: string | number | boolean }
  | { role: Role | Role[] }
  | { auth: boolean }
  | { resource: string }
  | { merchant: string | string[] }
  | { lang: string | string[] }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

/** spec §6: `login` asks a visitor to log in; `realAccount` also turns trial accounts away. */
export type ActionGate = 'login' | 'realAccount';

export type Action =
  | { type: 'navigate'; to: string; gate?: ActionGate }
  /** `closes`: the modal this one takes the place of (the login popup's register link closes the login). */
  | { type: 'modal'; modal: string; closes?: string; gate?: ActionGate }
  | { type: 'memberCenter'; page?: string; gate?: ActionGate }
  | { type: 'agentCenter'; page?: string; gate?: ActionGate }
  | {
      type: 'launchGame';
      vendor: string;
      gameId?: string;
      gameType?: string;
      /** spec §3 launch payload: the game's node, or a PvP room instead of a game. */
      nodeId?: string;
      roomId?: string;
      /** Shown as the /game page title. */
      gameName?: string;
      /** spec §3 launch input: VASSALAGE cards open the vendor's game list instead of a game. */
      isGame?: string;
      /** Lottery: play type for the lottery route, and which lotto view to launch (spec §3). */
      playType?: string;
      lottoView?: 'betting' | 'lobby';
      /** Where the game opens: the /game iframe page (default) or a browser popup. */
      openIn?: 'page' | 'popup' | 'modal';
      gate?: ActionGate;
    }
  | { type: 'logout'; gate?: ActionGate }
  | { type: 'customerService'; gate?: ActionGate }
  | { type: 'external'; url: string; gate?: ActionGate }
  /** spec §4 free demo play: logs in a fresh trial account (FREEPLAY3 decides, in the document, whether it is offered). */
  | { type: 'freePlay'; gate?: ActionGate };

export type ActionType = Action['type'];

export type PropValue = string | number | boolean | null | PropValue[] | { [key: string]: PropValue };
export type Props = Record<string, PropValue>;

export interface SchemaNode {
  type: string;
  id: string;
  when?: Condition;
  props?: Props;
  children?: SchemaNode[];
  action?: Action;
  fallback?: SchemaNode;
}

/**
 * What a menu item shows and does: the one declaration of its fields, for the item as its file has it (`MenuItem`,
 * with its condition) and as resolve leaves it (`ResolvedMenuItem`); resolve copies them all (menu.schema.json#/definitions/item).
 */
export interface MenuItemFields {
  id: string;
  label: string;
  action?: Action;
  icon?: string;
  badge?: string;
  /** A count from a named query shown as the badge when above 0 (open missions, unread messages). */
  badgeCount?: { query: string; params?: Record<string, string | number | boolean> };
  /** Game categories whose vendors fill this item's dropdown (header navigation). */
  vendorCategories?: string[];
  /** Server resource type (e.g. FACEBOOK) whose link and QR code the item shows. */
  resource?: string;
  /** Account menu: `beside` also shows the item as a button beside the account name (sign out). */
  placement?: MenuItemPlacement;
  /** Account menu: also shown as a quick button of this look beside the menu (deposit, withdraw). */
  quick?: 'primary' | 'secondary';
  /** Button menus (the visitor's header buttons): how the item's button looks. */
  look?: MenuItemLook;
}

export interface MenuItem extends MenuItemFields {
  when?: Condition;
  children?: MenuItem[];
}

export type MenuItemPlacement = 'beside';
export type MenuItemLook = 'primary' | 'secondary' | 'ghost' | 'link';

export interface DocumentBase {
  $schema?: string;
  schemaVersion: number;
  id: string;
  description?: string;
}

export interface ScreenDocument extends DocumentBase {
  kind: 'screen';
  title?: string;
  body: SchemaNode[];
}

/** The frame around a page (header, footer, side bars…): a node tree with one `PageContent` node where the page goes. */
export interface LayoutDocument extends DocumentBase {
  kind: 'layout';
  body: SchemaNode[];
}

export interface MenuDocument extends DocumentBase {
  kind: 'menu';
  items: MenuItem[];
}

/** Per-field server validation config (spec §5). */
export interface FieldConfig {
  enabled?: boolean | undefined;
  required?: boolean | undefined;
  /** A rule the platform left out is `undefined` (the parsed answer keeps the key). */
  acceptedPattern?: string | undefined;
  patternId?: string | number | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  /** The smallest number the field takes (the point mall's fewest points to convert). */
  minimum?: number | undefined;
}

export interface FormFieldSchema {
  type: 'string' | 'boolean' | 'number' | 'integer';
  title?: string;
  description?: string;
  format?: 'email';
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  /** The smallest number accepted (a text field holding a number). */
  minimum?: number;
  enum?: (string | number)[];
  default?: string | number | boolean;
}

export interface FormField {
  id: string;
  /** The property name submitted to the platform. */
  name: string;
  schema: FormFieldSchema;
  ui?: Props;
  when?: Condition;
  required?: boolean;
  /** Name of this field's entry in the server validation config. */
  config?: string;
  /** Must equal another field (confirm password). */
  sameAs?: string;
  /** Asked for only when the named field is filled in: the SMS code goes with a mobile number. */
  requiredWith?: string;
  /** Message key shown when `pattern` fails and no server patternId applies. */
  patternMessage?: string;
  /** Message key shown when a required field is left empty (an unticked consent box: "confirm you are 18 or older"). */
  requiredMessage?: string;
  /** Message key shown under `minimum`; `{{minimum}}` is that number ("Convert at least {{minimum}} points."). */
  minimumMessage?: string;
}

export interface FormTab {
  id: string;
  label: string;
  when?: Condition;
  fields: string[];
  /**
   * Fields this tab can't do without, shown in it even where the server config disables them
   * (the mobile tab's number); other tabs still follow the config.
   */
  needs?: string[];
  /** This tab's submit button (i18n key); the form's `submitLabel` otherwise. */
  submitLabel?: string;
}

export interface FormDocument extends DocumentBase {
  kind: 'form';
  title?: string;
  submitLabel?: string;
  tabs?: FormTab[];
  fields: FormField[];
}

export interface RouteEntry {
  id: string;
  paths: string[];
  screen: string;
  /** The layout document around the screen: `default` (or `layouts/default`) is `schemas/layouts/default.json`. */
  layout: string;
  query?: string[];
  when?: Condition;
}

export interface RoutesDocument extends DocumentBase {
  kind: 'routes';
  loginPath: string;
  /** Paths the loginedToHomePage guard lets visitors reach (spec §2). */
  publicPaths: string[];
  routes: RouteEntry[];
}

export interface ThemeDocument extends DocumentBase {
  kind: 'theme';
  brandName: string;
  logo: string;
  /** The browser tab's icon (a site path); none: the site's own `/favicon.svg`. */
  favicon?: string;
  /** spec §1/§3 brand `lotteryType` (SEA): the prize mode the lottery lobby opens on. */
  lotteryType?: 'Lott' | 'ZY' | 'Elott' | 'SEA';
  colors: Record<string, string>;
  fonts: { body: string; heading: string };
}

export type OverrideOperation =
  | { op: 'move'; id: string; before?: string; after?: string }
  | { op: 'hide'; id: string }
  | { op: 'set'; id: string; props?: Props; label?: string; when?: Condition; action?: Action }
  | { op: 'insert'; node: SchemaNode | MenuItem | FormField; before?: string; after?: string; into?: string };

export interface OverrideDocument extends DocumentBase {
  kind: 'override';
  target: string;
  operations: OverrideOperation[];
}

export interface ManifestDocument extends DocumentBase {
  kind: 'manifest';
  /** Document name (e.g. `menus/header-nav`) → file path under the schema origin. */
  documents: Record<string, string>;
  /** Merchant id → document name → override file path. */
  merchants: Record<string, Record<string, string>>;
}

/** `merchants.json`: which merchant each host serves (one dist/ for every brand). */
export interface MerchantsDocument extends DocumentBase {
  kind: 'merchants';
  /** The merchant of a host `hosts` does not name. */
  default: string;
  /** Host name (`location.hostname`) → merchant id. */
  hosts: Record<string, string>;
  /** Every merchant id this site serves (what `?merchant=` may pick on the embedded platform). */
  merchants: string[];
}

/** `i18n/<lang>.json` and `merchants/<id>/i18n/<lang>.json`: run-time texts over the bundled ones. */
export interface CopyDocument extends DocumentBase {
  kind: 'copy';
  language: string;
  /** Flat translation key → text. */
  texts: Record<string, string>;
}

export type SchemaDocument =
  | ScreenDocument
  | LayoutDocument
  | MenuDocument
  | FormDocument
  | RoutesDocument
  | ThemeDocument
  | OverrideDocument
  | ManifestDocument
  | MerchantsDocument
  | CopyDocument;

export type DocumentKind = SchemaDocument['kind'];

export type DocumentOfKind<K extends DocumentKind> = Extract<SchemaDocument, { kind: K }>;
