import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** The hand-written lobby of `npm run bench`: its own small production build (dist/bench/hand). */
export default defineConfig({
  root: fileURLToPath(new URL('./lobby', import.meta.url)),
  publicDir: fileURLToPath(new URL('../public', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('../dist/bench/hand', import.meta.url)),
    emptyOutDir: true,
  },
});
