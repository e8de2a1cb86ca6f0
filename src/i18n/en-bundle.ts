import { en } from './locales/en';
import { errorsEn } from './locales/errors-en';
import { accountEn } from './locales/account-en';
import { gamesEn } from './locales/games-en';

/** Every EN text: the default language, bundled with the first page. */
export const enBundle = { ...en, ...errorsEn, ...accountEn, ...gamesEn };
