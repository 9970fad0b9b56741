import { defineConfig } from 'tsup'

export default defineConfig([
  {
    // ESM: one entry per calculator besides the index, with code splitting, so that the index only
    // re-exports from one chunk per calculator. With `sideEffects: false` a bundler that imports
    // only `calculatePaint` then drops the other chunks whole (their zod schemas are built at module
    // load, which a bundler could not otherwise prove free of side effects).
    entry: ['src/index.ts', 'src/*/index.ts', '!src/internal/**'],
    format: ['esm'],
    splitting: true,
    dts: { entry: 'src/index.ts' },
    sourcemap: true,
    target: 'es2022',
  },
  {
    // CommonJS for require(): one file, nothing to tree-shake there.
    entry: ['src/index.ts'],
    format: ['cjs'],
    dts: { entry: 'src/index.ts' },
    sourcemap: true,
    target: 'es2022',
  },
])
