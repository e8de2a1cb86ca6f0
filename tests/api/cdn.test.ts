import { describe, expect, it } from 'vitest';
import { chooseCdns, imageUrl, launchUrl, pickCdn, pickFastestCdn } from '@/api';

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

describe('the routers choose the CDN by speed (spec §3 Routers, §9; issue 40)', () => {
  const lists = { imageCDNs: ['/platform-assets/cdn-a', '/platform-assets/cdn-b'], launchGameCDNs: ['https://play-1.example.com/', 'https://play-2.example.com/games'] };

  it('takes the fastest candidate the routers measured, whatever the random pick would have been', () => {
    const routers = [
      { domain: '/platform-assets/cdn-a', speed: 182 },
      { domain: '/platform-assets/cdn-b/', speed: 36 },
      { domain: 'https://play-1.example.com', speed: 20 },
      { domain: 'https://PLAY-2.example.com', speed: 90 },
    ];
    expect(chooseCdns(lists, () => 0, routers)).toEqual({ image: '/platform-assets/cdn-b', launch: 'https://play-1.example.com/' });
    expect(chooseCdns(lists, () => 0.99, routers)).toEqual({ image: '/platform-assets/cdn-b', launch: 'https://play-1.example.com/' });
  });

  it('a router naming a whole host speaks for every base under it; a slower host loses', () => {
    expect(pickFastestCdn(lists.launchGameCDNs, [{ domain: 'https://play-2.example.com', speed: 5 }, { domain: 'https://play-1.example.com/', speed: 50 }], () => 0)).toBe('https://play-2.example.com/games');
  });

  it('with no speed for any candidate (or none usable) the choice stays random, as spec §9 says', () => {
    expect(pickFastestCdn(lists.imageCDNs, [], () => 0.99)).toBe('/platform-assets/cdn-b');
    expect(pickFastestCdn(lists.imageCDNs, [{ domain: '/platform-assets/cdn-b' }, { domain: '/platform-assets/cdn-b', speed: -1 }, { domain: 'https://elsewhere.example', speed: 1 }], () => 0)).toBe('/platform-assets/cdn-a');
  });

  it('never chooses a base the URL policy refuses, however fast the routers say it is', () => {
    const hostile = ['javascript://evil.example/%0aalert(1)', '//evil.example/cdn', '/platform-assets/cdn-a'];
    expect(pickFastestCdn(hostile, [{ domain: 'javascript://evil.example/%0aalert(1)', speed: 1 }, { domain: '//evil.example/cdn', speed: 1 }], () => 0)).toBe('/platform-assets/cdn-a');
    expect(pickFastestCdn(hostile, [], () => 0)).toBe('/platform-assets/cdn-a');
  });
});
