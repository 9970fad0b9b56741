import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3320)

// Debian's Chromium (installed by .ci/run with apt-get), never a browser downloaded by Playwright.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: 'e2e',
  // One server and a 2-core machine: two workers keep the suite quick without starving the server.
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs about a fifth of the suite's time, and CI's clone is thrown away with
    // its test-results: traces are kept for a failure on a developer's machine only.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      // These set their own screen sizes (360 x 780 and 1366 x 768), or check every page once (at
      // 1366 px in English, and at 360 px in Hindi in hindi.spec.ts): run in the desktop project.
      // rate-card.spec.ts also starts a server of its own on a fixed port: one project only.
      testIgnore: [
        '**/budget.spec.ts',
        '**/company-details.spec.ts',
        '**/rate-card.spec.ts',
        '**/first-tap.spec.ts',
        '**/land-units.spec.ts',
        '**/visitors.spec.ts',
        '**/hindi.spec.ts',
        '**/pages.spec.ts',
      ],
    },
  ],
  webServer: {
    // The server of `pnpm start` (the API serving this build), on a database of its own.
    command: 'node ../api/scripts/start-e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(port) },
  },
})
