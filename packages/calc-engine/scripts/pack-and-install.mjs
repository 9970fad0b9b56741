// Packs @nirman/calc-engine as it would be published, installs the tarball into a fresh project
// outside the workspace and uses it the way an outside developer would: from ESM, from CommonJS,
// from TypeScript with Node's own module resolution, and through a bundler that must drop the
// calculators it does not use.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const work = mkdtempSync(join(tmpdir(), 'calc-engine-smoke-'))

function run(command, args, cwd) {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
}

function step(title, action) {
  process.stdout.write(`smoke: ${title}... `)
  action()
  process.stdout.write('ok\n')
}

// npm pack copies package.json as it is, so this package names its dev tools by range instead of
// "catalog:"; the ranges must still be the workspace catalog's, one version per tool.
step('development tools at the versions of the workspace catalog', () => {
  const catalog = readFileSync(join(packageDir, '../../pnpm-workspace.yaml'), 'utf8')
  const { devDependencies } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))
  for (const [name, range] of Object.entries(devDependencies)) {
    const entry = new RegExp(`^\\s+'?${name.replace(/[/.]/g, '\\$&')}'?: (\\S+)$`, 'm').exec(
      catalog,
    )
    if (entry && entry[1] !== range)
      throw new Error(`${name} is ${range} here but ${entry[1]} in the catalog`)
  }
})

// Every tarball is checked: `npm pack` and `pnpm pack` must both give an installable package.
function checkManifest(tarballPath, label) {
  const manifest = JSON.parse(run('tar', ['-xOzf', tarballPath, 'package/package.json'], work))
  const text = JSON.stringify(manifest)
  for (const protocol of ['catalog:', 'workspace:']) {
    if (text.includes(protocol)) throw new Error(`${label}: package.json still holds "${protocol}"`)
  }
  const listed = run('tar', ['-tzf', tarballPath], work).split('\n')
  for (const entry of manifest.files) {
    if (!listed.some((path) => path === `package/${entry}` || path.startsWith(`package/${entry}/`)))
      throw new Error(`${label}: "files" lists ${entry}, which is not in the tarball`)
  }
  for (const field of ['homepage', 'bugs']) {
    if (!manifest[field]) throw new Error(`${label}: package.json has no ${field}`)
  }
}

try {
  const packs = [
    ['npm', ['pack', '--silent', '--pack-destination', join(work, 'npm-pack')]],
    ['pnpm', ['pack', '--pack-destination', join(work, 'pnpm-pack')]],
  ]
  const tarballs = []
  for (const [tool, args] of packs) {
    step(`${tool} pack`, () => {
      run('mkdir', ['-p', args.at(-1)], work)
      run(tool, args, packageDir)
      const tarball = readdirSync(args.at(-1)).find((name) => name.endsWith('.tgz'))
      if (!tarball) throw new Error(`${tool} pack produced no tarball`)
      checkManifest(join(args.at(-1), tarball), `${tool} pack`)
      tarballs.push({ tool, path: join(args.at(-1), tarball) })
    })
  }

  // Each tarball installed by each client: npm's and pnpm's layouts differ (pnpm links from its
  // store), and both must resolve the package's exports.
  for (const tarball of tarballs) {
    for (const installer of ['npm', 'pnpm']) {
      const project = join(work, `${installer}-installs-${tarball.tool}-pack`)
      run('mkdir', ['-p', project], work)
      writeFileSync(
        join(project, 'package.json'),
        JSON.stringify({ name: 'consumer', private: true, type: 'commonjs' }),
      )
      step(`${installer} install of the ${tarball.tool} pack tarball`, () =>
        run(
          installer,
          installer === 'npm'
            ? ['install', '--no-audit', '--no-fund', '--loglevel=error', tarball.path]
            : ['add', '--config.confirmModulesPurge=false', tarball.path],
          project,
        ),
      )
      useInstalledPackage(project)
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}

function useInstalledPackage(project) {
  // Expected figures worked out by hand in src/paint/paint.test.ts: 12 x 10 x 10 ft room, one
  // door, two windows, standard paint, two coats: 389 sq ft, 6.224 L, cost 2178.40.
  const usage = (load) => `
    ${load}
    const assert = (ok, what) => { if (!ok) { console.error('FAILED: ' + what); process.exit(1) } }
    const room = { length: 12, width: 10, height: 10, doors: 1, windows: 2, quality: 'standard', coats: 2 }
    const result = calculatePaint(room, { explain: true })
    assert(result.paintableArea === 389, 'paintable area')
    assert(Math.abs(result.cost - 2178.4) < 1e-6, 'cost')
    assert(result.explanation[0].working === '2 × (12 + 10) × 10', 'explanation')
    assert(result.explanation[0].id === 'wallArea' && result.explanation[0].values.wallArea === '440', 'step id and values')
    assert(subpath.wordStep(result.explanation[0], { ...subpath.paintStepWordings, wallArea: { ...subpath.paintStepWordings.wallArea, label: 'Murs' } }).label === 'Murs', 'wordStep')
    assert(formatINR(1234567) === '₹12,34,567', 'formatINR')
    assert(subpath.calculatePaint(room).paintableArea === 389, 'subpath export')
    let rejected = false
    try { calculatePaint({ length: 0, width: 10, height: 9, quality: 'standard' }) }
    catch (error) { rejected = error instanceof CalcInputError && isCalcInputError(error) && error.issues[0].path === 'length' }
    assert(rejected, 'CalcInputError')
    assert(Object.isFrozen(defaultPaintRates.pricePerLitre), 'frozen rates')
    assert(typeof paintInputSchema.safeParse === 'function', 'schema export')
    // 2 katha = 2 x 1,361.25 = 2,722.5 sq ft (src/land-units/land-units.test.ts)
    assert(land.parseLandArea('2 katha').squareFeet === 2722.5, 'land-units subpath')
    assert(land.describeLandArea(land.parseLandArea('2 katha')) === '2 katha = 2,722.5 sq ft', 'land-units line')
  `
  const names =
    '{ calculatePaint, formatINR, CalcInputError, isCalcInputError, paintInputSchema, defaultPaintRates }'
  writeFileSync(
    join(project, 'esm.mjs'),
    usage(
      `import ${names} from '@nirman/calc-engine'\nimport * as subpath from '@nirman/calc-engine/paint'\nimport * as land from '@nirman/calc-engine/land-units'`,
    ),
  )
  writeFileSync(
    join(project, 'cjs.cjs'),
    usage(
      `const ${names} = require('@nirman/calc-engine')\nconst subpath = require('@nirman/calc-engine/paint')\nconst land = require('@nirman/calc-engine/land-units')`,
    ),
  )
  step('import from ESM', () => run('node', ['esm.mjs'], project))
  step('require from CommonJS', () => run('node', ['cjs.cjs'], project))

  // An app whose code is ESM but one of whose dependencies requires the package loads both
  // builds: an error thrown by one must still be recognised by the other.
  writeFileSync(
    join(project, 'identity.mjs'),
    `import { createRequire } from 'node:module'
import * as esm from '@nirman/calc-engine'
const cjs = createRequire(import.meta.url)('@nirman/calc-engine')
if (esm.CalcInputError === cjs.CalcInputError) throw new Error('expected two builds, got one class')
const bad = { length: 0, width: 10, height: 9, quality: 'standard' }
for (const [thrower, checker, label] of [[cjs, esm, 'CJS error, ESM class'], [esm, cjs, 'ESM error, CJS class']]) {
  try { thrower.calculatePaint(bad); throw new Error('no error') }
  catch (error) {
    if (!(error instanceof checker.CalcInputError)) throw new Error(label + ': instanceof failed')
    if (!checker.isCalcInputError(error)) throw new Error(label + ': isCalcInputError failed')
  }
}
if (new Error('x') instanceof esm.CalcInputError) throw new Error('a plain Error passed instanceof')
`,
  )
  step('one error identity across the ESM and CommonJS builds', () =>
    run('node', ['identity.mjs'], project),
  )

  writeFileSync(
    join(project, 'typed.mts'),
    `import { calculatePaint, type PaintInput, type PaintResult } from '@nirman/calc-engine'
import { calculateRoof } from '@nirman/calc-engine/roof'
calculateRoof({ length: 40, width: 30, pitch: 6, roofType: 'gable', material: 'metal' })
const input: PaintInput = { length: 12, width: 10, height: 10, quality: 'premium' }
const result: PaintResult = calculatePaint(input)
const litres: number = result.litres
// @ts-expect-error: 'gold' is not a paint quality
calculatePaint({ length: 12, width: 10, height: 10, quality: 'gold' })
export { litres }
`,
  )
  const tsc = require.resolve('typescript/bin/tsc')
  step('types under TypeScript with nodenext resolution', () =>
    run(
      'node',
      [
        tsc,
        '--noEmit',
        '--strict',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--skipLibCheck',
        'typed.mts',
      ],
      project,
    ),
  )

  step('tree-shaking: a bundle of calculatePaint leaves the other calculators out', () => {
    const { buildSync } = require('esbuild')
    writeFileSync(
      join(project, 'only-paint.mjs'),
      `import { calculatePaint } from '@nirman/calc-engine'\nconsole.log(calculatePaint)\n`,
    )
    const bundle = buildSync({
      entryPoints: [join(project, 'only-paint.mjs')],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      absWorkingDir: project,
    }).outputFiles[0].text
    if (!bundle.includes('canSizesLitres')) throw new Error('the paint calculator is missing')
    // Strings that only other calculators contain.
    for (const foreign of [
      'Multi-stage pump',
      'Mini-Split',
      'Custom Solution Required',
      'herringbone',
      'dismil',
      'steelKgPerCubicMetre',
    ]) {
      if (bundle.includes(foreign))
        throw new Error(`bundle of calculatePaint contains "${foreign}"`)
    }
  })
}
