// Runs after `react-router build` (package.json "build"), on dist/client:
// 1. React Router starts each prerendered page with small inline scripts (its context, the route
//    modules, the scroll restoration). The API's Content-Security-Policy allows scripts from the
//    site only (`script-src 'self'`), so each is moved into a file under assets/, named by its
//    content's hash (pages that share one share the file), and referenced in its place. Classic
//    scripts with src run in order during parsing, as the inline ones did.
// 2. Writes a brotli and a gzip twin of every text file, made once here instead of on every
//    request: the API sends `x.br` or `x.gz` to browsers that accept it (@fastify/static). The
//    gzip twins are made by Zopfli (@gfx/zopfli, WebAssembly): a gzip stream any browser reads,
//    3-4 % smaller than zlib's level 9 (the home page's first load: 4.5 KB less) for some 25 s
//    more of build. Each is read back and compared before it is written.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gunzipSync } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'

const client = join(dirname(fileURLToPath(import.meta.url)), '../dist/client')

/** Every file under `folder`, recursively. */
function filesIn(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    return entry.isDirectory() ? filesIn(path) : [path]
  })
}

// An inline script that runs (not JSON-LD or another data block).
const script = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
const runs = (attributes) =>
  !/\bsrc=/.test(attributes) && !/type="application\/[\w+-]*json"/.test(attributes)

function externalScript(body) {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12)
  const name = `/assets/boot-${hash}.js`
  writeFileSync(join(client, name), body)
  return name
}

let pages = 0
for (const file of filesIn(client).filter((path) => path.endsWith('.html'))) {
  // One file per script, in its place: React hydrates the document's <script> elements one for
  // one, so their number and order must stay. The module script loses `async` (React would skip an
  // async script whose src differs); a module script is deferred anyway, and runs after the others.
  const rewritten = readFileSync(file, 'utf8')
    // React Router preloads every module of the page from the <head>; on a slow phone network
    // those requests compete with the stylesheet and delay the first paint (Lighthouse: FCP
    // 2.7 s -> see README). The boot module imports the same files; the page reads without them.
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, '')
    .replace(script, (whole, attributes, body) => {
      if (!runs(attributes)) return whole
      const type = /type="module"/.test(attributes) ? ' type="module"' : ''
      return `<script${type} src="${externalScript(body)}"></script>`
    })
  for (const [, attributes] of rewritten.matchAll(script)) {
    if (runs(attributes)) throw new Error(`${file} still has an inline script`)
  }
  writeFileSync(file, rewritten)
  pages++
}

const compressible = /\.(?:html|js|css|svg|xml|txt|json|webmanifest)$/
let compressed = 0
for (const path of filesIn(client)) {
  // The boot scripts every page starts with are a few hundred bytes each: compressed too, where
  // that makes them smaller.
  if (!compressible.test(path) || statSync(path).size <= 256) continue
  const source = readFileSync(path)
  const brotli = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  })
  // Five passes: fifteen (Zopfli's default) saved 0.04 % more for twice the time.
  const gzipped = Buffer.from(await gzipAsync(source, { numiterations: 5 }))
  if (!gunzipSync(gzipped).equals(source))
    throw new Error(`Zopfli's gzip of ${path} reads back wrong`)
  if (gzipped.length >= source.length) continue
  writeFileSync(`${path}.br`, brotli)
  writeFileSync(`${path}.gz`, gzipped)
  compressed++
}
console.log(`Moved the inline scripts of ${pages} pages into files; compressed ${compressed} files`)
