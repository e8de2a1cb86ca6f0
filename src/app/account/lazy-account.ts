import { lazy } from 'react';

/**
 * The header's entry points to the account flows, as their own chunk: the initial JavaScript of /
 * is within a few KB of its 150 KB budget, so the form code loads right after the first paint.
 */
export const LazyLoginForm = lazy(() => import('./login-form').then((module) => ({ default: module.LoginForm })));
