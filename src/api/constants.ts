/** spec §3: the web client's platform, client type and registration method. */
export const WEB_PLATFORM = 'html5-desktop';
export const CLIENT_TYPE = 3;
export const REGISTER_METHOD = 'WEB';
/** spec §9: game list page size. */
export const GAME_PAGE_SIZE = 24;
/** spec §9: popular lottery and VN numero counts. */
export const POPULAR_LOTTERY_COUNT = 20;
export const VN_NUMERO_COUNT = 100;
