import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ScreenDocument } from '@/schema/types';
import { presetsFor, type DatePeriod, type DatePreset } from '@/widgets/filter-bar/date-presets';
import { listSchemaFiles } from '../../scripts/schemas/schema-files';
import { repoSchema } from '../fixtures/fake-schema-sources';
import { renderScreen, withPlatformHarness } from '../fixtures/data-widgets';

withPlatformHarness();

function filterScreen(field: Record<string, unknown>): ScreenDocument {
  return {
    kind: 'screen',
    schemaVersion: 2,
    id: 'records',
    body: [{ type: 'FilterBar', id: 'filters', props: { fields: [{ kind: 'dateRange', label: 'filter_period', from: 'startDate', to: 'endDate', ...field }] } }],
  } as ScreenDocument;
}

const ALL_PRESETS = ['previous7', 'previous30', 'next7', 'next30'];

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

describe('a records filter offers only past periods', () => {
  it('a range (past by default) offers the previous periods only, and no day after today', async () => {
    await renderScreen(filterScreen({ presets: ALL_PRESETS }));
    const presets = within(await screen.findByRole('group', { name: 'Quick periods' }));
    expect(presets.getAllByRole('button').map((button) => button.textContent)).toEqual(['Previous 7 days', 'Previous 30 days']);
    expect(screen.queryByRole('button', { name: 'Next 7 days' })).toBeNull();
    expect(screen.getByLabelText('To')).toHaveAttribute('max', today());
    expect(screen.getByLabelText('From')).toHaveAttribute('max', today());
  });

  it('a range that looks ahead (period future) offers the coming periods', async () => {
    await renderScreen(filterScreen({ presets: ALL_PRESETS, period: 'future' }));
    const presets = within(await screen.findByRole('group', { name: 'Quick periods' }));
    expect(presets.getAllByRole('button').map((button) => button.textContent)).toEqual(['Next 7 days', 'Next 30 days']);
    expect(screen.getByLabelText('From')).toHaveAttribute('min', today());
  });

  it('no document of the site lists a preset its range will not offer', () => {
    const unoffered: string[] = [];
    const visit = (node: unknown, file: string) => {
      if (Array.isArray(node)) return node.forEach((child) => visit(child, file));
      if (typeof node !== 'object' || node === null) return;
      const record = node as Record<string, unknown>;
      if (record['kind'] === 'dateRange' && Array.isArray(record['presets'])) {
        const presets = record['presets'] as DatePreset[];
        const period = (record['period'] ?? 'past') as DatePeriod;
        const offered = presetsFor(period, presets);
        if (offered.length !== presets.length) unoffered.push(`${file}: ${presets.filter((preset) => !offered.includes(preset)).join(', ')}`);
      }
      Object.values(record).forEach((child) => visit(child, file));
    };
    for (const file of listSchemaFiles()) visit(repoSchema(file), file);
    expect(unoffered).toEqual([]);
  });
});
