// The size budget of the home page (issue: "the JavaScript that / loads before any user action is at
// most 110 KB gzipped"). Counts every script the built page loads at startup: the module scripts and
// preloads of its HTML, the page module the entry fetches before hydrating (dist/startup-chunks.json,
// written by the build), and the static imports of each, transitively. Islands, calculators, the
// popup and the toasts are fetched later, on demand, and are not counted. Each file is gzipped as
// the build precompresses it (level 9); the check fails above the budget.
// Run after `pnpm build`: `pnpm --filter @nirman/web budget`.
import { readFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const budgetBytes = 110 * 1024
const client = join(dirname(fileURLToPath(import.meta.url)), '../dist/client')
const page = process.argv[2] ?? '/'
const html = readFileSync(join(client, page, 'index.html'), 'utf8')
const startupChunks = JSON.parse(readFileSync(join(client, '../startup-chunks.json'), 'utf8'))

const entries = new Set((startupChunks[page] ?? []).map((file) => `/${file}`))
if (entries.size === 0) throw new Error(`dist/startup-chunks.json lists nothing for ${page}`)
for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
  entries.add(href)
for (const [, src] of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g))
  entries.add(src)
// The inline start script imports the entry and route modules: `import("/assets/x.js")` there runs
// at once, so it counts like a static import.
for (const [, inline] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
  for (const [, specifier] of inline.matchAll(/import\s*\(?\s*["'](\/[^"']+\.js)["']/g))
    entries.add(specifier)
}

const staticImport = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g
const seen = new Map()
const visit = (url) => {
  if (seen.has(url)) return
  const source = readFileSync(join(client, url))
  seen.set(url, { raw: source.length, gzip: gzipSync(source, { level: 9 }).length })
  for (const [, specifier] of source.toString('utf8').matchAll(staticImport)) {
    visit(specifier.startsWith('/') ? specifier : posix.join(posix.dirname(url), specifier))
  }
}
for (const entry of entries) visit(entry)

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const rows = [...seen].sort((a, b) => b[1].gzip - a[1].gzip)
for (const [url, size] of rows)
  console.log(`${kb(size.gzip).padStart(9)}  ${kb(size.raw).padStart(9)}  ${url}`)
const total = rows.reduce((sum, [, size]) => sum + size.gzip, 0)
const raw = rows.reduce((sum, [, size]) => sum + size.raw, 0)
console.log(
  `${kb(total).padStart(9)}  ${kb(raw).padStart(9)}  total JavaScript loaded by ${page} (gzip, raw) in ${rows.length} files`,
)
if (total > budgetBytes) {
  console.error(`Over budget: ${kb(total)} gzip is more than ${kb(budgetBytes)}.`)
  process.exit(1)
}
console.log(`Within the budget of ${kb(budgetBytes)} (${kb(budgetBytes - total)} to spare).`)
