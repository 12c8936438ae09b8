import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { target: 'es2022', sourcemap: true },
  server: {
    proxy: Object.fromEntries(
      ['/rest', '/auth', '/storage', '/functions', '/config.json', '/health'].map((prefix) => [
        prefix,
        gateway,
      ]),
    ),
  },
});
