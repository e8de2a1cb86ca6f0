import { ty } from './locales/ty';
import { errorsTy } from './locales/errors-ty';
import { accountTy } from './locales/account-ty';
import { gamesTy } from './locales/games-ty';
import { memberTy } from './locales/member-ty';

/** Every TY text: its own chunk, downloaded only by visitors who use TY. */
export const tyBundle = { ...ty, ...errorsTy, ...accountTy, ...gamesTy, ...memberTy };
