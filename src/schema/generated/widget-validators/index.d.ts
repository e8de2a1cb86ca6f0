// Types for the generated widget validators (`npm run schemas:meta`).
import type { MetaValidator } from '../meta-validators.js';

/** Each widget type's props validator module, loaded on demand. */
export const widgetValidators: Readonly<Record<string, () => Promise<{ validate: MetaValidator }>>>;
