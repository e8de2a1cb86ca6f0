import { lazy } from 'react';

/**
 * rjsf is a chunk of its own: account components import the form through this, never directly,
 * so the home page's initial JavaScript carries no rjsf (issue 2 and 5 build check).
 */
export const LazySchemaForm = lazy(() => import('@/renderer/form/schema-form'));
