import * as validators from './generated/meta-validators.js';
import { validateWith, type MetaValidators } from './validate-with';

export type { Validation, ValidateDocument } from './validate-with';

const VALIDATORS: Required<MetaValidators> = {
  screen: validators.validate_screen,
  layout: validators.validate_layout,
  menu: validators.validate_menu,
  form: validators.validate_form,
  routes: validators.validate_routes,
  theme: validators.validate_theme,
  override: validators.validate_override,
  manifest: validators.validate_manifest,
  merchants: validators.validate_merchants,
  copy: validators.validate_copy,
};

/** Every document kind (the CLIs, the build, tests, and the loader for screens and layouts). */
export const validateDocument = validateWith(VALIDATORS);
