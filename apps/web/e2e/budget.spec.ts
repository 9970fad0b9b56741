import { request as httpRequest } from 'node:http'
import { expect, test } from './fixtures'

// The size budget of the home page: the JavaScript a browser fetches for `/` before the visitor
// does anything, measured in Chromium at a phone's and a laptop's size, gzipped as the server
// sends it to a browser that accepts gzip (the build's .gz twins, made by Zopfli).
//
// The issue asks for 130 KB at both sizes, and issue 12 (Hindi) the same limit for /hi/. Measured
// (Chromium, 2026-11-27): / 126.6 KB and /hi/ 128.7 KB in 13 and 14 files, at both sizes (the old
// site: 209 KB; this one 180.5 KB before the work of issue 11, 136.9 / 141.5 KB before the steps
// below). Of it, the framework is 101 KB by itself (React DOM, React Router and React in one
// chunk, React Router's production build), its start scripts and route manifest 4 KB; the site's
// own first load is one chunk of 18 KB: the header, the contact bar, the hero and the numbers, the
// popup's timer, the design system's pieces they use and its class merging. A Hindi page adds its
// first-load texts (one 2.0 KB chunk, fetched before it hydrates). What got it under 130 KB:
// - the gzip twins are made by Zopfli (finish-build.mjs): 4.4 KB less for the same files;
// - the hero's quick form hydrates on the visitor's first tap, key or focus (hydrateOnFirstTouch;
//   quote-forms.spec.ts checks nothing typed or tapped before is lost): 3.7 KB;
// - the copy of the home sections below the first screen travels with their code
//   (content/home-sections.ts), the 404 card and its texts with the not-found pages, and the design
//   system's Slot is its own: 2.4 KB together;
// - on /hi/, the quote forms' Hindi texts come with the forms (i18n/hindi-forms.ts): 1.2 KB.
// The sections below the hero and the footer keep their prerendered HTML and fetch their code when
// they near the screen. See "What the first load costs" in the web README.
const budgetKb = { '/': 130, '/hi/': 130 } as const

// Code that must wait for the visitor: the live quote forms, the popup's dialog, the toasts, the
// projects list and its data library, the calculators, the home page's sections below the first
// screen and the footer (fetched when they near the screen), and the testimonials from the API
// (their code and the data library, fetched after the carousel's section has hydrated).
const onDemand =
  /\/(hero-quote-form|hero-quote-form-on-demand|full-quote-form|quote-popup-dialog|toaster|site-toaster|hindi-forms|featured-project-list|[a-z-]+-calculator|services-overview|home-sections|featured-projects-section|process-timeline|solutions-teaser|tools-section|contact-section|site-footer|use-published-testimonials|published-testimonials)-[\w-]{8}\.js$/

/** The size of `url` as the server sends it gzipped. */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      response.on('end', () => resolve(bytes))
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end()
  })
}

// The Hindi home page (/hi/) is held to the same budget as the English one.
for (const [address, viewport] of (['/', '/hi/'] as const).flatMap((address) =>
  [
    { width: 360, height: 780 },
    { width: 1366, height: 768 },
  ].map((viewport) => [address, viewport] as const),
)) {
  test(`${address} fetches at most ${budgetKb[address]} KB of JavaScript before any interaction at ${viewport.width}x${viewport.height}`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({ viewport, baseURL })
    const page = await context.newPage()
    // Time stands still: the popup's code (fetched ahead of its show at 10 s) is not counted.
    await page.clock.install()
    const scripts = new Set<string>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith('.js')) scripts.add(url.href)
    })
    await page.goto(address)
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')

    const sizes = await Promise.all(
      [...scripts].map(async (url) => [url, await gzipBytes(url)] as const),
    )
    const totalKb = sizes.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024
    const report = sizes
      .sort((a, b) => b[1] - a[1])
      .map(([url, bytes]) => `${(bytes / 1024).toFixed(1).padStart(6)} KB ${new URL(url).pathname}`)
      .join('\n')
    await testInfo.attach(`javascript-${viewport.width}`, {
      body: `${report}\n${totalKb.toFixed(1)} KB in ${sizes.length} files`,
    })
    console.log(
      `${address} at ${viewport.width}x${viewport.height}: ${totalKb.toFixed(1)} KB gzip in ${sizes.length} files`,
    )

    expect([...scripts].filter((url) => onDemand.test(url))).toEqual([])
    // An English page fetches no Hindi (app/i18n/hindi-parts.ts).
    if (!address.startsWith('/hi/')) {
      expect([...scripts].filter((url) => /\/hindi-[\w-]+\.js$/.test(url))).toEqual([])
    }
    expect(totalKb).toBeLessThanOrEqual(budgetKb[address])
    await context.close()
  })
}

// A page whose form is on its first screen fetches the form's live code (react-hook-form, the
// checks, the sending) only once the visitor touches it: hydrating that code at load cost /contact
// some 300 ms of main-thread time on Lighthouse's phone.
for (const address of ['/contact', '/hi/contact']) {
  test(`${address} fetches no form code before the visitor touches the form`, async ({ page }) => {
    await page.clock.install()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(address)
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((path) => /\/full-quote-form-[\w-]{8}\.js$/.test(path))).toEqual([])

    const formCode = page.waitForResponse(/\/full-quote-form-[\w-]{8}\.js$/)
    await page.locator('#quote-form form input').first().focus()
    await formCode
  })
}
