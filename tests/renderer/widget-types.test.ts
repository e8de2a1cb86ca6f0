import { describe, expect, it } from 'vitest';
import { unconditionalWidgetTypes } from '@/renderer/documents/widget-types';
import type { SchemaNode } from '@/schema/types';

describe('the widget types a loaded document shows under every context', () => {
  it('takes nodes without a condition and their unconditional children, each type once', () => {
    const body: SchemaNode[] = [
      { type: 'VendorTabs', id: 'tabs', children: [{ type: 'CardGrid', id: 'grid' }, { type: 'RedEnvelope', id: 'gift', when: { auth: true } }] },
      { type: 'GiftPopup', id: 'popup', when: { flag: 'X' }, children: [{ type: 'Text', id: 'hidden' }] },
      { type: 'CardGrid', id: 'again' },
    ];
    expect(unconditionalWidgetTypes(body)).toEqual(['VendorTabs', 'CardGrid']);
  });
});
