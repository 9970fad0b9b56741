// `pnpm --filter @nirman/web build`: the browser build (dist/client), then every public page
// rendered to HTML at build time with the same React components (dist/prerender holds the Node
// build that renders them), so each page arrives with its content, title and meta tags and then
// hydrates into the single-page app. Also writes the single-page fallback for addresses that are
// not prerendered (project pages), sitemap.xml and robots.txt.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const client = join(root, 'dist/client')
const server = join(root, 'dist/prerender')
rmSync(join(root, 'dist'), { recursive: true, force: true })

await build({ root, logLevel: 'warn', build: { outDir: client } })
await build({
  root,
  logLevel: 'warn',
  publicDir: false,
  build: { ssr: 'src/entry-prerender.tsx', outDir: server, sourcemap: false, manifest: false },
})

const template = readFileSync(join(client, 'index.html'), 'utf8')
if (!template.includes('<!--page-head-->') || !template.includes('<!--page-html-->')) {
  throw new Error('index.html lost its <!--page-head--> or <!--page-html--> marker')
}
const manifest = JSON.parse(readFileSync(join(client, '.vite/manifest.json'), 'utf8'))

/** The chunk of a source module and every chunk it imports statically, for modulepreload. */
function chunksOf(source, found = new Set()) {
  const entry = manifest[source]
  if (!entry || found.has(entry.file)) return found
  found.add(entry.file)
  for (const imported of entry.imports ?? []) chunksOf(imported, found)
  return found
}
const entryChunks = chunksOf('index.html')

const { prerender, prerenderPaths, robotsTxt, sitemapXml } = await import(
  pathToFileURL(join(server, 'entry-prerender.js')).href
)

let pages = 0
for (const path of prerenderPaths()) {
  const page = await prerender(path)
  const preloads = [...chunksOf(page.pageModule)]
    .filter((file) => !entryChunks.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ')
  const html = template
    .replace('<!--page-head-->', `${page.head}\n    ${preloads}`)
    .replace('<!--page-html-->', page.html)
  const file = join(client, path, 'index.html')
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, html)
  pages++
}

// Any other address (a project page, a mistyped one) gets the app without content; it renders in
// the browser. The API serves this file for them (apps/api static-apps plugin).
writeFileSync(
  join(client, '__spa-fallback.html'),
  template
    .replace('<!--page-head-->', '<title>Nirman Constructions</title>')
    .replace('<!--page-html-->', ''),
)
writeFileSync(join(client, 'sitemap.xml'), sitemapXml(new Date().toISOString().slice(0, 10)))
writeFileSync(join(client, 'robots.txt'), robotsTxt())
const inlineScript = /<script(?![^>]*(?:\bsrc=|type="application\/ld\+json"))[^>]*>/
for (const path of prerenderPaths()) {
  if (inlineScript.test(readFileSync(join(client, path, 'index.html'), 'utf8'))) {
    throw new Error(`${path} has an inline script: it would be blocked by the Content-Security-Policy`)
  }
}
console.log(`Prerendered ${pages} pages into ${client}`)
