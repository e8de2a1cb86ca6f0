import { preloadableLazy } from '../preloadable-lazy';

/**
 * The schema form (rjsf, the largest chunk a member page needs) as a chunk of its own: every form imports it through
 * this, never directly, so no first page carries rjsf (issue 2 and 5 build check). One download serves all: whoever
 * knows a form is coming starts it (`preload`) beside the form's document and widget code — an account popup as it
 * opens, a screen that embeds a form as soon as its document is in — so the form draws in its first render.
 */
export const LazySchemaForm = preloadableLazy(() => import('./schema-form'));
