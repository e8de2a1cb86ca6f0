import { imageUrl } from '@/api/cdn';
import { isImageSource } from '@/schema/url-policy';
import { usePlatformStore } from '@/stores/platform-store';

/** A picture the platform names by path (avatars): on its image CDN, through the URL policy. */
export function usePlatformImage(): (path: string) => string | undefined {
  const cdn = usePlatformStore((s) => s.cdns.image);
  return (path) => {
    const url = imageUrl(cdn, path);
    return isImageSource(url) ? url : undefined;
  };
}
