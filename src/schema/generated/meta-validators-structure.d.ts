// Types for the generated standalone structure validators of screens and layouts (`npm run schemas:meta`).
import type { MetaValidator } from './meta-validators.js';

export const validate_screen: MetaValidator;
export const validate_layout: MetaValidator;
