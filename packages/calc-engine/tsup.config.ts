import { defineConfig } from 'tsup'

/** Every calculator is also a subpath of the package: `@nirman/calc-engine/paint`. */
export const calculatorNames = [
  'building-materials',
  'concrete',
  'construction-loan',
  'cost-estimate',
  'electrical-load',
  'flooring',
  'hvac',
  'land-grading',
  'paint',
  'plumbing',
  'renovation-roi',
  'roof',
  'staircase',
] as const

/** Tools that are not calculators are subpaths too: `@nirman/calc-engine/land-units`. */
export const toolNames = ['land-units'] as const

const entry: Record<string, string> = { index: 'src/index.ts' }
for (const name of [...calculatorNames, ...toolNames]) entry[name] = `src/${name}/index.ts`

export default defineConfig([
  {
    // ESM with code splitting: the index and each subpath re-export from one chunk per
    // calculator, so a bundler that imports only `calculatePaint` (from either) keeps that chunk
    // and the small shared ones (`sideEffects: false`).
    entry,
    format: ['esm'],
    splitting: true,
    dts: true,
    sourcemap: true,
    target: 'es2022',
  },
  {
    // CommonJS for require(): one self-contained file per entry. A CalcInputError thrown by one
    // copy is still `instanceof` the class of another (errors.ts).
    entry,
    format: ['cjs'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
  },
])
