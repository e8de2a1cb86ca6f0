import type { Platform } from './platform';

/**
 * A store kept beside each platform (bot checks, social logins, phone verification), made on first
 * use, so those features add state without changing the platform's own shape.
 */
export function besidePlatform<Store>(create: (platform: Platform) => Store): (platform: Platform) => Store {
  const stores = new WeakMap<Platform, Store>();
  return (platform) => {
    let store = stores.get(platform);
    if (!store) {
      store = create(platform);
      stores.set(platform, store);
    }
    return store;
  };
}
