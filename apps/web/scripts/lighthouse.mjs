// `pnpm --filter @nirman/web lighthouse`: Lighthouse (mobile: a mid-range phone on a slow 4G network,
// simulated) on /, /resources and /contact of the production build, served by the server of
// `pnpm start` on a fresh SQLite database, in Debian's Chromium. Prints the four scores per page,
// writes HTML reports to lighthouse-report/, and fails when a page misses a target.
// Build first: `pnpm build` (or `pnpm --filter @nirman/web build` and `--filter @nirman/api build`).
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const here = dirname(fileURLToPath(import.meta.url))
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3330)
const origin = `http://127.0.0.1:${port}`
const pages =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/resources', '/contact']
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
const reportDir = join(here, '../lighthouse-report')

const server = spawn(process.execPath, [join(here, '../../api/scripts/start-e2e-server.mjs')], {
  env: { ...process.env, E2E_PORT: String(port) },
  stdio: 'inherit',
})

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The server did not start on ${origin}`)
}

let chrome
let failed = false
try {
  await waitForServer()
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  mkdirSync(reportDir, { recursive: true })
  const rows = []
  for (const page of pages) {
    const result = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: Object.keys(targets),
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`)
    const name = page === '/' ? 'home' : page.replace(/^\//, '').replaceAll('/', '-')
    writeFileSync(join(reportDir, `${name}.html`), String(result.report))
    const scores = Object.fromEntries(
      Object.keys(targets).map((id) => [
        id,
        Math.round((result.lhr.categories[id]?.score ?? 0) * 100),
      ]),
    )
    const audits = result.lhr.audits
    rows.push({
      page,
      ...scores,
      FCP: audits['first-contentful-paint']?.displayValue,
      LCP: audits['largest-contentful-paint']?.displayValue,
      TBT: audits['total-blocking-time']?.displayValue,
      CLS: audits['cumulative-layout-shift']?.displayValue,
    })
    for (const [id, target] of Object.entries(targets)) {
      if (scores[id] < target) {
        failed = true
        const failing = Object.values(result.lhr.categories[id].auditRefs)
          .map((ref) => audits[ref.id])
          .filter(
            (audit) =>
              audit &&
              audit.score !== null &&
              audit.score < 0.9 &&
              audit.scoreDisplayMode !== 'informative',
          )
          .map((audit) => `    - ${audit.id}: ${audit.title} ${audit.displayValue ?? ''}`)
        console.error(`${page}: ${id} ${scores[id]} is below ${target}\n${failing.join('\n')}`)
      }
    }
  }
  console.table(rows)
  console.log(`Reports: ${reportDir}`)
} finally {
  await chrome?.kill()
  server.kill('SIGTERM')
}
process.exit(failed ? 1 : 0)
