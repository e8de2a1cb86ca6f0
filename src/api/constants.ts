/** spec §3: the web client's platform (one constant with the page's inline script), client type and registration method. */
export { WEB_PLATFORM } from '../page-load/platform-contract';
export const CLIENT_TYPE = 3;
export const REGISTER_METHOD = 'WEB';
/** spec §9: game list page size. */
export const GAME_PAGE_SIZE = 24;
/** spec §9: popular lottery and VN numero counts. */
export const POPULAR_LOTTERY_COUNT = 20;
export const VN_NUMERO_COUNT = 100;
