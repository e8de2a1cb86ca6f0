/**
 * The embedded platform (issue 3): imported only by the platform server, the dev entry and tests.
 */
export { createHandlers, ACCEPTED_MERCHANTS, ERROR_CODES, FAILURES_BEFORE_CAPTCHA, POINTS_PATHS, type Envelope } from './handlers';
export * from './platform';
export { startPlatformServer, type PlatformServer, type PlatformServerOptions } from './server/create-platform-server';
