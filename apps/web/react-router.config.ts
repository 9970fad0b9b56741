import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './src/content/site-map'

// A single-page app (no server rendering at request time) whose public pages are rendered to static
// HTML at build time: each page arrives with its content, title and meta tags, then hydrates.
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config
