// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allLightKinds, LIGHT_KINDS } from '@/schema/light-kinds';
import { validateDocument as validateLight } from '@/schema/validate-light';
import { validateDocument } from '@/schema/validate-document';

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;

describe('the light validators (kinds without widget nodes, a small chunk of their own)', () => {
  it('cover every kind but screens and layouts; a merchant file that may be a screen needs the full chunk', () => {
    expect([...LIGHT_KINDS].sort()).toEqual(['copy', 'form', 'manifest', 'menu', 'merchants', 'override', 'routes', 'theme']);
    expect(allLightKinds('routes')).toBe(true);
    expect(allLightKinds(['menu', 'override'])).toBe(true);
    expect(allLightKinds(['screen', 'override'])).toBe(false);
    expect(allLightKinds('layout')).toBe(false);
  });

  it('judge a document as the full validators do', () => {
    for (const [path, kind] of [['schemas/routes.json', 'routes'], ['schemas/manifest.json', 'manifest'], ['schemas/menus/header-nav.json', 'menu'], ['schemas/themes/default.json', 'theme']] as const) {
      expect(validateLight(json(path), path, kind)).toEqual(validateDocument(json(path), path, kind));
    }
    const broken = { ...(json('schemas/routes.json') as object), loginPath: 42 };
    const light = validateLight(broken, 'routes', 'routes');
    expect(light.ok).toBe(false);
    expect(light).toEqual(validateDocument(broken, 'routes', 'routes'));
  });
});
