/**
 * rjsf is a chunk of its own (`@/renderer/form/lazy-schema-form`): account components import the form through this,
 * never directly, so the home page's initial JavaScript carries no rjsf. An account popup starts it beside its own
 * code (`preloadModal`), so the form draws in the popup's first render.
 */
export { LazySchemaForm } from '@/renderer/form/lazy-schema-form';
