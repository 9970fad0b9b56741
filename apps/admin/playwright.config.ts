import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3310)

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

const desktop = { ...devices['Desktop Chrome'], launchOptions: chromium }
// A small Android phone: 360 px wide, the narrowest the dashboard must fit without sideways
// scrolling (issue 15).
const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 360, height: 780 },
  launchOptions: chromium,
}
/** Specs that change what every other spec's requests start from, on the run's one server. */
const changesShared = [
  '**/rate-card.spec.ts',
  '**/sales-desk.spec.ts',
  '**/first-contact-escalation.spec.ts',
]
/** Of those, the one that waits a minute of real time for a lead to escalate: desktop only. */
const waitsAMinute = ['**/first-contact-escalation.spec.ts']
/**
 * The owner's Reports, whose figures are those of the leads it makes itself: it runs first, on a
 * server no other spec has sent a lead to yet (desktop and a 360 px phone, in the spec).
 */
const countsEveryLead = ['**/reports.spec.ts']

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs about a fifth of the suite's time, and CI's clone is thrown away with
    // its test-results: traces are kept for a failure on a developer's machine only.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: chromium,
  },
  // The rate card's spec changes the prices every quotation and estimate starts from, and the sales
  // desk's who gets every new lead and when a lead escalates, on the one server of the run: they
  // run after the others (their
  // projects depend on theirs), so no quotation spec reads a card while it is being changed and no
  // lead arrives under a rule another spec set.
  projects: [
    { name: 'reports', use: desktop, testMatch: countsEveryLead },
    {
      name: 'desktop',
      use: desktop,
      testIgnore: [...changesShared, ...countsEveryLead],
      dependencies: ['reports'],
    },
    {
      name: 'phone',
      use: phone,
      testIgnore: [...changesShared, ...countsEveryLead],
      dependencies: ['reports'],
    },
    {
      name: 'desktop, rates',
      use: desktop,
      testMatch: changesShared,
      dependencies: ['desktop', 'phone'],
    },
    {
      name: 'phone, rates',
      use: phone,
      testMatch: changesShared,
      testIgnore: waitsAMinute,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    // The server of `pnpm start`, on a database of its own: build first (turbo does, for `pnpm test`).
    command: 'node ../api/scripts/start-e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(port) },
  },
})
