// Types for the generated standalone validators of the light kinds (`npm run schemas:meta`).
export interface MetaValidationError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

export interface MetaValidator {
  (data: unknown): boolean;
  errors?: MetaValidationError[] | null;
}

export const validate_menu: MetaValidator;
export const validate_form: MetaValidator;
export const validate_routes: MetaValidator;
export const validate_theme: MetaValidator;
export const validate_override: MetaValidator;
export const validate_manifest: MetaValidator;
export const validate_merchants: MetaValidator;
export const validate_copy: MetaValidator;
