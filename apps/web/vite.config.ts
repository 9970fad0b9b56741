import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// The website's build: React Router's framework mode (react-router.config.ts says what is
// prerendered), Tailwind for the styles.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { sourcemap: true },
  // The workspace packages are TypeScript sources: bundle them into the prerender build too.
  ssr: { noExternal: [/^@nirman\//] },
  server: {
    port: 5173,
    // In development the API runs on its own port; the website calls it through this proxy.
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://localhost:3000' },
  },
})
