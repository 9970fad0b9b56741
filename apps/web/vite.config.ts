import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { firstLoadChunks } from './scripts/first-load-chunks'

// The website's build: React Router's framework mode (react-router.config.ts says what is
// prerendered), Tailwind for the styles. The client build is shaped for the home page's first
// load (the size budget of e2e/budget.spec.ts); see "What the first load costs" in the README.
export default defineConfig({
  plugins: [tailwindcss(), reactRouterProductionBuild(), firstLoadChunks(), reactRouter()],
  build: {
    // Maps for the analysis tools (source-map-explorer on dist/client/assets), without the
    // `//# sourceMappingURL` line in every served file (some 45 bytes gzipped each).
    sourcemap: 'hidden',
  },
  // The workspace packages are TypeScript sources: bundle them into the prerender build too.
  ssr: { noExternal: [/^@nirman\//] },
  server: {
    port: 5173,
    // In development the API runs on its own port; the website calls it through this proxy.
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://localhost:3000' },
  },
})

/**
 * React Router 7 publishes a production build (its dev-only warnings compiled out) but its
 * package.json exports only the development one (remix-run/react-router#12532, #14102): the
 * browser's bundle takes the production files instead. The prerender (Node) keeps the default.
 */
function reactRouterProductionBuild(): Plugin {
  const production = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  )
  const files: Record<string, string> = {
    'react-router': join(production, 'index.mjs'),
    'react-router/dom': join(production, 'dom-export.mjs'),
  }
  return {
    name: 'nirman:react-router-production-build',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source) => files[source],
  }
}
