import { describe, expect, it, vi } from 'vitest';
import { modalReady, preloadModal } from '@/app/overlays/modal-registry';
import { LazySchemaForm } from '@/app/account/lazy-schema-form';

// The registry loads documents through the app's loader; here the loader reads the repository's files.
vi.mock('@/app/schema-runtime', async () => {
  const { diskLoader } = await import('../../../scripts/schemas/cli-context');
  return { schemaLoader: diskLoader('croupier', []) };
});

describe('an account popup loads its code, its documents and the form code side by side', () => {
  it.each(['login', 'register', 'forgotPassword', 'changePassword'])('%s: one preload brings everything its first render draws', async (name) => {
    await preloadModal(name);
    // A document name that does not exist, or a chunk that failed, would leave the popup not ready.
    expect(modalReady(name)).toBe(true);
    expect(LazySchemaForm.isReady()).toBe(true);
  });

  it('a modal with no form is ready once its own code is in', async () => {
    expect(modalReady('gift')).toBe(false);
    await preloadModal('gift');
    expect(modalReady('gift')).toBe(true);
  });
});
