// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandFacts, listedMerchants, webAppFiles, webManifest } from '../../scripts/schemas/web-app';
import { listSchemaFiles } from '../../scripts/schemas/schema-files';

function origin(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'web-app-'));
  for (const [path, value] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof value === 'string' ? value : JSON.stringify(value));
  }
  return root;
}

const theme = (brandName: string, logo: string, bg: string) => ({ kind: 'theme', brandName, logo, colors: { bg, surface: '#111111', text: '#ffffff', textMuted: '#cccccc', primary: '#ffcc00', primaryText: '#000000' }, fonts: { body: 'x', heading: 'y' } });

describe('each merchant’s installable app, written from its theme', () => {
  it('names, colours and icons each merchant from its own theme, the shared one when it has none', () => {
    const root = origin({
      'merchants.json': { kind: 'merchants', default: 'croupier', hosts: {}, merchants: ['croupier', 'luckystar', 'plain'] },
      'themes/default.json': theme('Croupier', '/art/logo-croupier.svg', '#0d0f1a'),
      'merchants/luckystar/themes/default.json': theme('Lucky Star', '/art/logo-luckystar.png', '#07131a'),
    });
    expect(listedMerchants(root)).toEqual(['croupier', 'luckystar', 'plain']);
    const files = webAppFiles(root);
    expect([...files.keys()].sort()).toEqual(['app/croupier.brand.json', 'app/croupier.webmanifest', 'app/luckystar.brand.json', 'app/luckystar.webmanifest', 'app/plain.brand.json', 'app/plain.webmanifest']);
    expect(JSON.parse(files.get('app/luckystar.webmanifest') ?? '{}')).toMatchObject({
      name: 'Lucky Star',
      background_color: '#07131a',
      theme_color: '#07131a',
      start_url: '/',
      display: 'standalone',
      icons: [{ src: '/art/logo-luckystar.png', sizes: '512x512', type: 'image/png', purpose: 'any' }],
    });
    expect(JSON.parse(files.get('app/plain.webmanifest') ?? '{}')).toMatchObject({ name: 'Croupier', icons: [{ src: '/art/logo-croupier.svg', sizes: 'any', type: 'image/svg+xml' }] });
  });

  it('never links a picture from another host, nor takes a colour that is not one', () => {
    const root = origin({
      'merchants.json': { default: 'evil', merchants: ['evil'] },
      'themes/default.json': { ...theme('Evil', 'https://tracker.example/logo.svg', 'red; background: url(x)'), brandName: '' },
    });
    const facts = brandFacts('evil', root);
    expect(facts.logo).toBe('/favicon.svg');
    expect(facts.colors.bg).toBe('#0d0f1a');
    expect(facts.name).toBe('Croupier');
  });

  it('shortens a long brand name for the launcher', () => {
    const manifest = webManifest({ merchant: 'x', name: 'Lucky Star Casino Philippines', logo: '/favicon.svg', colors: { bg: '#000', surface: '#000', text: '#fff', textMuted: '#fff', primary: '#fff', primaryText: '#000' } });
    expect(manifest['short_name']).toBe('Lucky Star C');
  });

  it('is not a document: schemas:check and the manifest never list app/', () => {
    const root = origin({ 'merchants.json': { default: 'a', merchants: ['a'] }, 'app/a.brand.json': {}, 'routes.json': {} });
    expect(listSchemaFiles(root)).toEqual(['merchants.json', 'routes.json']);
  });

  it('covers both merchants of the repository', () => {
    const files = webAppFiles();
    expect(JSON.parse(files.get('app/croupier.webmanifest') ?? '{}')).toMatchObject({ name: 'Croupier' });
    expect(JSON.parse(files.get('app/luckystar.webmanifest') ?? '{}')).toMatchObject({ name: 'Lucky Star' });
  });
});
