// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brandFilesFor, isDocumentPath, isHashedAssetPath, isSitePicturePath, merchantOfHost } from '../../src/service-worker/routes';

describe('what the service worker keeps', () => {
  it('takes only hashed build output from its cache: a new build has new names', () => {
    expect(isHashedAssetPath('/assets/index-B0n9Xk42.js')).toBe(true);
    expect(isHashedAssetPath('/assets/first-page-libraries-CQLW_xHs.js')).toBe(true);
    expect(isHashedAssetPath('/assets/hero-banner-Dbg8O_ln.css')).toBe(true);
    expect(isHashedAssetPath('/assets/index.js')).toBe(false);
    expect(isHashedAssetPath('/schemas/routes.json')).toBe(false);
    expect(isHashedAssetPath('/wps/system/status')).toBe(false);
  });

  it('asks the network first for documents, and never treats a platform call as one', () => {
    expect(isDocumentPath('/schemas/screens/home.json')).toBe(true);
    expect(isDocumentPath('/schemas/app/croupier.webmanifest')).toBe(true);
    expect(isDocumentPath('/wps/member/info')).toBe(false);
    expect(isDocumentPath('/publish-api/history')).toBe(false);
  });

  it('keeps the site’s own pictures, not paths that climb out of /art', () => {
    expect(isSitePicturePath('/art/logo-luckystar.svg')).toBe(true);
    expect(isSitePicturePath('/favicon.svg')).toBe(true);
    expect(isSitePicturePath('/art/../wps/x')).toBe(false);
    expect(isSitePicturePath('/platform-assets/banner.png')).toBe(false);
  });

  it('finds the host’s merchant as the inline script does, and the brand files the offline page reads', () => {
    const map = { hosts: { localhost: 'croupier', '127.0.0.1': 'luckystar' }, default: 'croupier' };
    expect(merchantOfHost(map, '127.0.0.1')).toBe('luckystar');
    expect(merchantOfHost(map, 'LOCALHOST')).toBe('croupier');
    expect(merchantOfHost(map, 'unknown.example')).toBe('croupier');
    expect(merchantOfHost({ hosts: { evil: '../x' }, default: 'croupier' }, 'evil')).toBeNull();
    expect(merchantOfHost(null, 'localhost')).toBeNull();
    expect(brandFilesFor(map, '127.0.0.1')).toEqual(['/schemas/merchants.json', '/schemas/app/luckystar.brand.json', '/schemas/app/luckystar.webmanifest']);
    expect(brandFilesFor('not a map', 'localhost')).toEqual(['/schemas/merchants.json']);
  });
});
