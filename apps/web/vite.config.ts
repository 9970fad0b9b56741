import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The browser build; `scripts/build.mjs` also builds src/entry-prerender.tsx for Node and renders
// every public page to HTML with it.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { manifest: true, sourcemap: true },
  // The workspace packages are TypeScript sources: bundle them into the prerender build too.
  ssr: { noExternal: [/^@nirman\//] },
  server: {
    port: 5173,
    // In development the API runs on its own port; the website calls it through this proxy.
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://localhost:3000' },
  },
})
