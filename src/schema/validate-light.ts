import * as validators from './generated/meta-validators-light.js';
import { validateWith, type MetaValidators } from './validate-with';

/** The kinds without widget nodes, by kind (also the non-widget kinds of `validate-by-widget.ts`). */
export const LIGHT_VALIDATORS: MetaValidators = {
  menu: validators.validate_menu,
  form: validators.validate_form,
  routes: validators.validate_routes,
  theme: validators.validate_theme,
  override: validators.validate_override,
  manifest: validators.validate_manifest,
  merchants: validators.validate_merchants,
  copy: validators.validate_copy,
};

/** `validateDocument` for the light kinds only (`light-kinds.ts`; the loader picks this chunk when every expected kind is one). */
export const validateDocument = validateWith(LIGHT_VALIDATORS);
