/**
 * Same-origin CDN bases, so images and games load through the dev/preview proxy and nothing is
 * fetched from outside. Both serve the same art; the front end picks one at random (spec §9).
 */
export const IMAGE_CDNS = ['/platform-assets/cdn-a', '/platform-assets/cdn-b'] as const;
export const LAUNCH_GAME_CDNS = ['/platform-assets/cdn-a', '/platform-assets/cdn-b'] as const;
export const ASSET_ROOT = '/platform-assets';
