import { ty } from './locales/ty';
import { errorsTy } from './locales/errors-ty';
import { gamesTy } from './locales/games-ty';

/**
 * TY's texts of a first page, as EN's first page carries them (`en-bundle.ts`): a chunk of its own, downloaded only
 * by visitors who use TY. The member and account texts are chunks of their own in TY as in EN (`member-texts.ts`,
 * `account-texts.ts`): a TY game lobby does without them (issue 37).
 */
export const tyBundle = { ...ty, ...errorsTy, ...gamesTy };
