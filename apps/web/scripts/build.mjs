// `pnpm --filter @nirman/web build`: the browser build (dist/client), then every public page
// rendered to HTML at build time with the same React components (dist/prerender holds the Node
// build that renders them), so each page arrives with its content, title and meta tags and then
// hydrates into the single-page app. Also writes the single-page fallback for addresses that are
// not prerendered (project pages), sitemap.xml and robots.txt.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
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

// Each page's JavaScript at startup: the entry, and the page's own module with its static imports,
// which the entry fetches before hydrating. Not preloaded in the HTML: on a slow network the
// preloads compete with the stylesheet and delay the first paint (Lighthouse measured 94 -> 97
// on /resources); the page is readable before any of it arrives. Recorded for the size budget.
const startupChunks = {}
let pages = 0
for (const path of prerenderPaths()) {
  const page = await prerender(path)
  startupChunks[path] = [...new Set([...entryChunks, ...chunksOf(page.pageModule)])]
  const html = template
    .replace('<!--page-head-->', page.head)
    .replace('<!--page-html-->', page.html)
  const file = join(client, path, 'index.html')
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, html)
  pages++
}
writeFileSync(join(root, 'dist/startup-chunks.json'), `${JSON.stringify(startupChunks, null, 2)}\n`)

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
    throw new Error(
      `${path} has an inline script: it would be blocked by the Content-Security-Policy`,
    )
  }
}
// Compressed twins of every text file, made once here instead of on every request: the API sends
// `x.br` or `x.gz` to browsers that accept it (@fastify/static preCompressed).
const compressible = /\.(?:html|js|css|svg|xml|txt|json|webmanifest)$/
let compressed = 0
const compressFolder = (folder) => {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) compressFolder(path)
    else if (compressible.test(entry.name) && statSync(path).size > 1024) {
      const source = readFileSync(path)
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      )
      writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }))
      compressed++
    }
  }
}
compressFolder(client)
console.log(`Prerendered ${pages} pages into ${client}; compressed ${compressed} files (br, gz)`)
