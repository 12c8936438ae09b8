import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // supabase-js loads right after the first render on every page: a named chunk lets
          // web/test/initial-bundle.test.ts count it in the first page's JavaScript.
          groups: [
            {
              name: 'supabase',
              test: /node_modules[\\/](@supabase|iceberg-js)[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/rest', '/auth', '/storage', '/functions', '/config.json', '/health'].map((prefix) => [
        prefix,
        gateway,
      ]),
    ),
  },
});
