import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Built for the path /admin/, as `pnpm start` serves it; the API's address comes from
// VITE_API_BASE_URL at build time (empty: the same origin).
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  server: {
    port: 5174,
    // In development the API runs on its own port; the dashboard calls it through this proxy.
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://localhost:3000' },
  },
  build: { sourcemap: true },
})
