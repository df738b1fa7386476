import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    manifest: true,
    // Every island is its own chunk; nothing here is big enough to warn about.
    chunkSizeWarningLimit: 200,
  },
  ssr: {
    // Bundle our packages into the server build so the prerender step imports one file.
    noExternal: [/^@landing\//],
  },
});
