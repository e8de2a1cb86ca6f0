/** spec §8 / §9: a script chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A widget's (or a screen's) code could not be downloaded: network down, deploy replaced it, or too slow. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(readonly reason: 'timeout' | 'network') {
    super(reason === 'timeout' ? `script chunk did not load within ${CHUNK_TIMEOUT_MS / 1000} s` : 'script chunk failed to load');
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** Wraps a dynamic import so it fails with a ChunkLoadError on network failure or after the timeout. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      () => {
        clearTimeout(timer);
        reject(new ChunkLoadError('network'));
      },
    );
  });
}
