// Builds the renderer page: root renderer/, output dist/renderer, relative asset paths (file:// and the
// app:// protocol in Electron, the loopback bridge in the browser).
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  build: {
    outDir: fileURLToPath(new URL('../dist/renderer', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 2500,
  },
  server: { fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] } },
});
