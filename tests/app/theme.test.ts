import { describe, expect, it } from 'vitest';
import { applyTheme } from '@/app/theme';
import type { ThemeDocument } from '@/schema/types';

const theme: ThemeDocument = {
  kind: 'theme', schemaVersion: 2, id: 'default', brandName: 'Lucky Star', logo: '/art/logo-luckystar.svg',
  colors: { bg: '#07131a', surfaceRaised: '#143039', primary: '#2ee6a8' },
  fonts: { body: 'Inter, sans-serif', heading: 'Montserrat, sans-serif' },
};

describe('brand theme from the schema document', () => {
  it('turns colour tokens into CSS custom properties an operator can change without a rebuild', () => {
    const root = document.createElement('div');
    applyTheme(theme, root);
    expect(root.style.getPropertyValue('--color-bg')).toBe('#07131a');
    expect(root.style.getPropertyValue('--color-surface-raised')).toBe('#143039');
    expect(root.style.getPropertyValue('--color-primary')).toBe('#2ee6a8');
    expect(root.style.getPropertyValue('--font-heading')).toBe('Montserrat, sans-serif');
  });
});
