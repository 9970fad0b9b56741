import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './src/content/site-map'
import { robotsTxt, sitemapXml } from './src/seo/sitemap'

// A single-page app (no server rendering at request time) whose public pages are rendered to static
// HTML at build time: each page arrives with its content, title and meta tags, then hydrates.
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: false,
  prerender: () => prerenderPaths(),
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, 'client')
    const today = new Date().toISOString().slice(0, 10)
    await writeFile(join(client, 'sitemap.xml'), sitemapXml(today))
    await writeFile(join(client, 'robots.txt'), robotsTxt())
  },
} satisfies Config
