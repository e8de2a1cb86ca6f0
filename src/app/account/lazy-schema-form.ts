import { preloadableLazy } from '@/renderer/preloadable-lazy';

/**
 * rjsf is a chunk of its own: account components import the form through this, never directly,
 * so the home page's initial JavaScript carries no rjsf (issue 2 and 5 build check). An account
 * popup starts it beside its own code (`preloadModal`), so the form draws in the popup's first render.
 */
export const LazySchemaForm = preloadableLazy(() => import('@/renderer/form/schema-form'));
