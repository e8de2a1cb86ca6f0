import { render, screen, waitFor } from '@testing-library/react';
import { TranslationProvider } from '@/i18n/use-translation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import type { SchemaRuntime } from '@/renderer/documents/schema-runtime';
import { useResolvedDocumentWith } from '@/renderer/documents/use-resolved-document';
import type { ResolvedScreen } from '@/schema/resolved';

function Probe({ runtime }: { runtime: SchemaRuntime }) {
  const result = useResolvedDocumentWith<ResolvedScreen>(runtime, 'screens/home');
  return <p>{result.state}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('a document the loader cannot give', () => {
  // Finding 4: the failure was swallowed; the page stayed empty with no console line.
  it('is said on the console with the document name and the reason, and the view shows it failed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loader = { load: () => Promise.reject(new Error('[croupier schema] screens/home.json is unusable both on the origin and in the bundle')) };
    render(
      <TranslationProvider i18n={createI18n('en')}>
        <Probe runtime={{ loader, knownTypes: new Set(), merchant: 'croupier' }} />
      </TranslationProvider>,
    );
    await waitFor(() => expect(screen.getByText('failed')).toBeInTheDocument());
    expect(warn).toHaveBeenCalledWith('[croupier schema] screens/home could not be loaded: [croupier schema] screens/home.json is unusable both on the origin and in the bundle');
  });
});
