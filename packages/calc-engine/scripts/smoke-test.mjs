// Packs @nirman/calc-engine as it would be published, installs the tarball into a fresh project
// outside the workspace and uses it the way an outside developer would: from ESM, from CommonJS,
// from TypeScript with Node's own module resolution, and through a bundler that must drop the
// calculators it does not use.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
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

try {
  step('pnpm pack', () => run('pnpm', ['pack', '--pack-destination', work], packageDir))
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'))
  if (!tarball) throw new Error('pnpm pack produced no tarball')

  const project = join(work, 'consumer')
  run('mkdir', ['-p', project])
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true }))
  step('npm install of the tarball', () =>
    run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--loglevel=error', join(work, tarball)],
      project,
    ),
  )

  // Expected figures worked out by hand in src/paint/paint.test.ts: 12 x 10 x 10 ft room, one door,
  // two windows, standard paint, two coats: 389 sq ft, 6.224 L, cost 2178.40.
  const usage = (load) => `
    ${load}
    const assert = (ok, what) => { if (!ok) { console.error('FAILED: ' + what); process.exit(1) } }
    const result = calculatePaint({ length: 12, width: 10, height: 10, doors: 1, windows: 2, quality: 'standard', coats: 2 })
    assert(result.paintableArea === 389, 'paintable area')
    assert(Math.abs(result.cost - 2178.4) < 1e-6, 'cost')
    assert(formatINR(1234567) === '₹12,34,567', 'formatINR')
    let rejected = false
    try { calculatePaint({ length: 0, width: 10, height: 9, quality: 'standard' }) }
    catch (error) { rejected = error instanceof CalcInputError && error.issues[0].path === 'length' }
    assert(rejected, 'CalcInputError')
    assert(typeof paintInputSchema.safeParse === 'function', 'schema export')
  `
  writeFileSync(
    join(project, 'esm.mjs'),
    usage(
      `import { calculatePaint, formatINR, CalcInputError, paintInputSchema } from '@nirman/calc-engine'`,
    ),
  )
  writeFileSync(
    join(project, 'cjs.cjs'),
    usage(
      `const { calculatePaint, formatINR, CalcInputError, paintInputSchema } = require('@nirman/calc-engine')`,
    ),
  )
  step('import from ESM', () => run('node', ['esm.mjs'], project))
  step('require from CommonJS', () => run('node', ['cjs.cjs'], project))

  writeFileSync(
    join(project, 'typed.mts'),
    `import { calculatePaint, type PaintInput, type PaintResult } from '@nirman/calc-engine'
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
    ]) {
      if (bundle.includes(foreign))
        throw new Error(`bundle of calculatePaint contains "${foreign}"`)
    }
  })
} finally {
  rmSync(work, { recursive: true, force: true })
}
