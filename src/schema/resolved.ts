import type { Action, FormFieldSchema, MenuItemFields, Props, RouteEntry } from './types';
import type { RuleMessage } from './pattern-message';

/** A node after resolve: its condition held, its type is known to this build. */
export interface ResolvedNode {
  type: string;
  id: string;
  props: Props;
  children: ResolvedNode[];
  action?: Action;
  /** Kept so the renderer can swap it in if the widget throws. */
  fallback?: ResolvedNode;
}

/** A menu item after resolve: its condition held (`MenuItemFields`, the one declaration of what an item holds). */
export interface ResolvedMenuItem extends MenuItemFields {
  children: ResolvedMenuItem[];
}

export interface ResolvedFormField {
  id: string;
  name: string;
  required: boolean;
  sameAs?: string;
  /** Required only while the named field has a value. */
  requiredWith?: string;
  /** Message for a failed `pattern`, `minLength` or `maxLength` rule. */
  ruleMessage?: RuleMessage;
  /** Message key for a required field left empty. */
  requiredMessage?: string;
  /** Message key for a number under the field's `minimum`. */
  minimumMessage?: string;
}

export interface ResolvedFormTab {
  id: string;
  label: string;
  fields: string[];
  submitLabel?: string;
}

/** JSON Schema + uiSchema ready for @rjsf/core. */
export interface ResolvedFormSchema {
  type: 'object';
  required: string[];
  properties: Record<string, FormFieldSchema>;
}

export interface ResolvedScreen {
  kind: 'screen';
  id: string;
  title?: string;
  body: ResolvedNode[];
}

export interface ResolvedLayout {
  kind: 'layout';
  id: string;
  body: ResolvedNode[];
}

export interface ResolvedMenu {
  kind: 'menu';
  id: string;
  items: ResolvedMenuItem[];
}

export interface ResolvedForm {
  kind: 'form';
  id: string;
  title?: string;
  submitLabel?: string;
  tabs: ResolvedFormTab[];
  fields: ResolvedFormField[];
  schema: ResolvedFormSchema;
  uiSchema: Record<string, unknown>;
}

export interface ResolvedRoutes {
  kind: 'routes';
  id: string;
  loginPath: string;
  publicPaths: string[];
  routes: RouteEntry[];
}

export type ResolvedDocument = ResolvedScreen | ResolvedLayout | ResolvedMenu | ResolvedForm | ResolvedRoutes;
