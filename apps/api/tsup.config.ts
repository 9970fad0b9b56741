import { defineConfig } from 'tsup'

export default defineConfig({
  entry: {
    server: 'src/server.ts',
    'cli/migration-run': 'src/cli/migration-run.ts',
    'cli/admin-create': 'src/cli/admin-create.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // Workspace packages are TypeScript source: bundle them. Everything from npm stays external.
  noExternal: [/^@nirman\//],
})
