import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './setup-node';

// The first render of a file waits for widget chunks, documents and compiled validators; on a busy two-core
// machine that takes more than testing-library's default second.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  // A file of the isolated project may opt into `@vitest-environment node`, which has no Web Storage.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
