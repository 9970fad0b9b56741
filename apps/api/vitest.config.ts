import { defineConfig } from 'vitest/config'

// The route and database tests run twice: against SQLite and against the MySQL/MariaDB server of
// TEST_MYSQL_URL (scripts/test.mjs decides which projects run). Each test file makes a database of
// its own, so files run in parallel; two workers suit the 2-core CI machine.
const databaseTests = ['test/routes/**/*.test.ts', 'test/db/**/*.test.ts']

export default defineConfig({
  test: {
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'sqlite', include: databaseTests, env: { TEST_DATABASE: 'sqlite' } },
      },
      {
        extends: true,
        test: { name: 'mysql', include: databaseTests, env: { TEST_DATABASE: 'mysql' } },
      },
    ],
  },
})
