import { describe, expect, it } from 'vitest';
import { chooseCdns, imageUrl, launchUrl, pickCdn } from '@/api';

describe('CDN choice (spec §9)', () => {
  const list = ['https://img1.example', 'https://img2.example/', 'https://img3.example'];

  it('picks by the injected random source', () => {
    expect(pickCdn(list, () => 0)).toBe('https://img1.example');
    expect(pickCdn(list, () => 0.5)).toBe('https://img2.example/');
    expect(pickCdn(list, () => 0.9999)).toBe('https://img3.example');
  });

  it('stays inside the list for out-of-range sources and is undefined for an empty list', () => {
    expect(pickCdn(list, () => 1)).toBe('https://img3.example');
    expect(pickCdn([], () => 0.3)).toBeUndefined();
  });

  it('builds image and launch URLs under the chosen CDN', () => {
    const cdns = chooseCdns({ imageCDNs: list, launchGameCDNs: ['https://launch.example'] }, () => 0.5);
    expect(imageUrl(cdns.image, '/games/PG/pg-0001.svg')).toBe('https://img2.example/games/PG/pg-0001.svg');
    expect(launchUrl(cdns.launch, 'play/pg-0001?token=t')).toBe('https://launch.example/play/pg-0001?token=t');
  });

  it('leaves absolute URLs and missing CDNs alone', () => {
    expect(imageUrl('https://cdn', 'https://other/x.png')).toBe('https://other/x.png');
    expect(imageUrl(undefined, '/x.png')).toBe('/x.png');
  });

  it('gives no picture for an address the URL policy refuses, so nothing is requested', () => {
    expect(imageUrl('/platform-assets/cdn-a', 'javascript://%0Awindow.__xss=1')).toBe('');
    expect(imageUrl(undefined, 'javascript://%0Awindow.__xss=1')).toBe('');
    expect(imageUrl(undefined, '//evil.example/x.png')).toBe('');
    expect(imageUrl(undefined, 'data:text/html,<script>alert(1)</script>')).toBe('');
    expect(imageUrl('https://cdn.example', 'games/%5C/x.png')).toBe('https://cdn.example/games/%5C/x.png');
    expect(imageUrl(undefined, 'data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(launchUrl('https://cdn', '//games.example/x')).toBe('//games.example/x');
  });
});
