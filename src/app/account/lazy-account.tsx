import { lazy, type ComponentType } from 'react';
import { ensureAccountTexts } from '@/i18n/account-texts';
import type { Translator } from '@/i18n/translator';

/**
 * The header's inline login form (the HeaderLogin widget, spec §2), as its own chunk with the account texts it shows:
 * the initial JavaScript of / is within a few KB of its budget, so the form code loads only where a layout places it.
 */
export function lazyHeaderLoginForm(i18n: Translator): ComponentType {
  return lazy(async () => {
    const [module] = await Promise.all([import('./login-form'), ensureAccountTexts(i18n)]);
    const { LoginForm } = module;
    return { default: () => <LoginForm layout="inline" /> };
  });
}
