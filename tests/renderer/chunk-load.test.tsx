import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TranslationProvider } from '@/i18n/use-translation';
import { createI18n } from '@/i18n/i18n';
import { defineWidget, nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { lazyComponentSource } from '@/renderer/component-source';
import { RenderEnvironmentContext } from '@/renderer/render-environment';
import { SchemaNodes } from '@/renderer/schema-nodes';
import { ChunkLoadError, loadChunk, CHUNK_TIMEOUT_MS } from '@/renderer/chunk-load';
import type { ResolvedNode } from '@/schema/resolved';

function Greeting({ nodeId }: WidgetProps<Record<string, never>>) {
  return <p {...nodeAttributes(nodeId)}>Welcome back</p>;
}

const nodes: ResolvedNode[] = [
  { type: 'Greeting', id: 'greeting', props: {}, children: [] },
];

describe('a widget chunk that fails to load (spec §8)', () => {
  it('shows the translated network message with a retry that loads it again', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const registry = { Greeting: defineWidget({ type: 'Greeting', description: 'test', props: { type: 'object', properties: {}, additionalProperties: false }, load }) };
    const environment = { components: lazyComponentSource(registry), showErrorMarkers: false, onWidgetFailure: vi.fn() };
    render(
      <TranslationProvider i18n={createI18n('en')}>
        <RenderEnvironmentContext.Provider value={environment}>
          <SchemaNodes nodes={nodes} />
        </RenderEnvironmentContext.Provider>
      </TranslationProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on a chunk after 120 s with the "took too long" error', async () => {
    vi.useFakeTimers();
    try {
      const pending = loadChunk(() => new Promise<never>(() => undefined));
      const outcome = pending.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
      let settled = false;
      void outcome.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error).toBeInstanceOf(ChunkLoadError);
      expect((error as ChunkLoadError).reason).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });
});
