// The weight of one calculator (issue: "one calculator imported alone costs at most 8 KB gzip when
// bundled by esbuild, Rollup/Vite and webpack"). For each of the 13 calculators, bundles a file that
// imports only its calculate function, from the package root and from its subpath, with each of the
// three bundlers (minified for production, as a website ships it), gzips the bundle at level 9 and
// fails above the budget. The land units (parseLandArea) are weighed the same way. Reads the built
// dist/ through the package's own `exports`, as an app that installed the package would. Run after `pnpm build`: `pnpm --filter @nirman/calc-engine size`.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import nodeResolve from '@rollup/plugin-node-resolve'
import { build, transform } from 'esbuild'
import { rollup } from 'rollup'
import webpack from 'webpack'

const budgetBytes = 8 * 1024
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const { name: packageName, exports } = JSON.parse(
  readFileSync(join(packageDir, 'package.json'), 'utf8'),
)
// Subpaths that are tools rather than calculators, with the function a bundle of them imports.
const tools = { 'land-units': 'parseLandArea' }
const subpaths = Object.keys(exports)
  .filter((key) => key !== '.' && key !== './package.json')
  .map((key) => key.slice(2))
const calculators = subpaths.filter((subpath) => !Object.hasOwn(tools, subpath))
if (calculators.length !== 13)
  throw new Error(`expected 13 calculator subpaths, found ${calculators.length}`)
for (const tool of Object.keys(tools)) {
  if (!subpaths.includes(tool)) throw new Error(`the ${tool} subpath is missing from exports`)
}

const functionName = (subpath) =>
  tools[subpath] ??
  `calculate${subpath.replace(/(^|-)(\w)/g, (_, __, letter) => letter.toUpperCase())}`

// A project outside the workspace whose node_modules holds the package (a link to this folder).
const work = mkdtempSync(join(tmpdir(), 'calc-engine-size-'))
mkdirSync(join(work, 'node_modules', '@nirman'), { recursive: true })
symlinkSync(packageDir, join(work, 'node_modules', packageName), 'dir')

const entries = []
for (const calculator of subpaths) {
  for (const from of ['root', 'subpath']) {
    const specifier = from === 'root' ? packageName : `${packageName}/${calculator}`
    const file = join(work, `${calculator}-${from}.mjs`)
    // Using the function keeps it from being dropped as unused.
    writeFileSync(
      file,
      `import { ${functionName(calculator)} as f } from '${specifier}'\nwindow.f = f\n`,
    )
    entries.push({ calculator, from, file, key: `${calculator}-${from}` })
  }
}

const gzipSize = (code) => gzipSync(code, { level: 9 }).length

async function withEsbuild(entry) {
  const result = await build({
    entryPoints: [entry.file],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    absWorkingDir: work,
    logLevel: 'silent',
  })
  return result.outputFiles[0].text
}

async function withRollup(entry) {
  const bundle = await rollup({
    input: entry.file,
    plugins: [nodeResolve({ browser: true })],
    onwarn: (warning) => {
      throw new Error(`rollup: ${warning.message}`)
    },
  })
  const { output } = await bundle.generate({ format: 'es' })
  await bundle.close()
  if (output.length !== 1) throw new Error(`rollup split ${entry.key} into ${output.length} files`)
  // Rollup does not minify; Vite minifies its Rollup-style output with esbuild, so do the same.
  const minified = await transform(output[0].code, { minify: true, format: 'esm' })
  return minified.code
}

function withWebpack() {
  const entry = Object.fromEntries(entries.map((item) => [item.key, item.file]))
  const compiler = webpack({
    mode: 'production',
    context: work,
    entry,
    target: 'web',
    output: { path: join(work, 'webpack'), filename: '[name].js' },
    devtool: false,
    performance: { hints: false },
  })
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error) return reject(error)
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')))
      compiler.close(() =>
        resolve(
          Object.fromEntries(
            entries.map((item) => [
              item.key,
              readFileSync(join(work, 'webpack', `${item.key}.js`), 'utf8'),
            ]),
          ),
        ),
      )
    })
  })
}

try {
  const webpackBundles = await withWebpack()
  const rows = []
  for (const entry of entries) {
    rows.push({
      entry,
      esbuild: gzipSize(await withEsbuild(entry)),
      rollup: gzipSize(await withRollup(entry)),
      webpack: gzipSize(webpackBundles[entry.key]),
    })
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`.padStart(9)
  console.log(`${'calculator (import from)'.padEnd(36)}  esbuild     rollup    webpack   (gzip -9)`)
  let over = 0
  for (const { entry, ...sizes } of rows) {
    const cells = Object.values(sizes).map((size) => `${kb(size)}${size > budgetBytes ? '!' : ' '}`)
    over += Object.values(sizes).filter((size) => size > budgetBytes).length
    console.log(
      `${`${functionName(entry.calculator)} (${entry.from})`.padEnd(36)}${cells.join(' ')}`,
    )
  }
  const largest = Math.max(...rows.flatMap(({ entry: _, ...sizes }) => Object.values(sizes)))
  if (over > 0) {
    console.error(`${over} bundles are over the budget of ${kb(budgetBytes).trim()} (marked !).`)
    process.exitCode = 1
  } else {
    console.log(
      `All ${rows.length * 3} bundles within ${kb(budgetBytes).trim()}; largest ${kb(largest).trim()}.`,
    )
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
