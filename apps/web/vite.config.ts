import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// packages/domain and packages/contracts are pure by rule (biome forbids I/O there), so a module of
// theirs whose exports go unused can be dropped, and building a zod schema has no side effect.
// Without this the landing page would carry every schema of the domain (and zod) in its first load.
const PURE_WORKSPACE_MODULE = /[\\/]packages[\\/](domain|contracts)[\\/]/;

// The framework every page needs in one chunk (one request, cached across deploys of app code).
// Mantine stays split per component, so the landing page does not carry the business screens' dialogs.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|use-sync-external-store)[\\/]/;

// The dev server forwards API calls to `causeway api`; API_PROXY_TARGET points it at another port.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': apiTarget, '/.well-known': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      treeshake: {
        moduleSideEffects: (id: string) => (PURE_WORKSPACE_MODULE.test(id) ? false : undefined),
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          // Small shared chunks (one Mantine component each) are inlined into the pages using them.
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
          groups: [{ name: 'framework', test: FRAMEWORK }],
        },
      },
    },
  },
});
