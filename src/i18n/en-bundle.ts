import { en } from './locales/en';
import { errorsEn } from './locales/errors-en';
import { gamesEn } from './locales/games-en';

/**
 * The EN texts bundled with the first page. The account flows' texts (login, register, passwords, forms: 2 KB
 * gzip) are a chunk of their own that comes with any modal or any page but the first (`./account-texts.ts`).
 */
export const enBundle = { ...en, ...errorsEn, ...gamesEn };
