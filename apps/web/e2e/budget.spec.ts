import { request as httpRequest } from 'node:http'
import { clientTrackerPaths } from '@nirman/contract'
import type { Page } from '@playwright/test'
import { signInCopy as signInHindi, trackerCopy as trackerHindi } from '../app/content/hi/tracker'
import { signInCopy as signInEnglish, trackerCopy as trackerEnglish } from '../app/content/tracker'
import { expect, test } from './fixtures'
import { setUpTrackerProject } from './tracker-project'

// The size budget of the home page: the JavaScript a browser fetches for `/` before the visitor
// does anything, measured in Chromium at a phone's and a laptop's size, gzipped as the server
// sends it to a browser that accepts gzip (the build's .gz twins, made by Zopfli).
//
// The issue asks for 130 KB at both sizes, and issue 12 (Hindi) the same limit for /hi/. Measured
// (Chromium, 2026-11-27): / 126.6 KB and /hi/ 128.7 KB in 13 and 14 files, at both sizes; with the
// owner's settings read in every page (issue 25: the reader, the hook and the merge of the
// company's details, the Hindi words of the hours; the rate card's day and the katha, 0.18 KB)
// / 127.6 KB and /hi/ 129.9 KB, and on 2026-11-28 127.1 and 129.1 KB, the footer's words out of the first load; on 2026-11-29 127.7 and 129.6 KB, with the phone bar's link to a site visit and its two routes (issue 28) (the old site: 209 KB; this one 180.5 KB before the work of issue
// 11, 136.9 / 141.5 KB before the steps below). Of it, the framework is 101 KB by itself (React DOM, React Router and React in one
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
// (their code and the data library, fetched after the carousel's section has hydrated); and the
// project tracker's (its sign-in form, a client's project, its photo viewer).
const onDemand =
  /\/(sign-in-panel|tracker-view|tracker-photo-viewer|hero-quote-form|hero-quote-form-on-demand|full-quote-form|quote-popup-dialog|toaster|site-toaster|hindi-forms|featured-project-list|[a-z-]+-calculator|services-overview|home-sections|featured-projects-section|process-timeline|solutions-teaser|tools-section|contact-section|site-footer|use-published-testimonials|published-testimonials)-[\w-]{8}\.js$/

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

/** The JavaScript `page` has fetched: each file's gzip size, the total, and a report of them. */
async function measureScripts(scripts: Iterable<string>) {
  const sizes = await Promise.all(
    [...scripts].map(async (url) => [url, await gzipBytes(url)] as const),
  )
  const totalKb = sizes.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024
  const report = sizes
    .sort((a, b) => b[1] - a[1])
    .map(([url, bytes]) => `${(bytes / 1024).toFixed(1).padStart(6)} KB ${new URL(url).pathname}`)
    .join('\n')
  return {
    totalKb,
    files: sizes.length,
    report: `${report}\n${totalKb.toFixed(1)} KB in ${sizes.length} files`,
  }
}

/** Collects the address of every script `page` fetches from now on. */
function scriptsOf(page: Page): Set<string> {
  const scripts = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('.js')) scripts.add(url.href)
  })
  return scripts
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
    const scripts = scriptsOf(page)
    await page.goto(address)
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')

    const { totalKb, files, report } = await measureScripts(scripts)
    await testInfo.attach(`javascript-${viewport.width}`, { body: report })
    console.log(
      `${address} at ${viewport.width}x${viewport.height}: ${totalKb.toFixed(1)} KB gzip in ${files} files`,
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

// The project tracker (/resources/project-tracker, issue 24), measured as the home page is: its
// prerendered page as a visitor gets it (everything fetched until the sign-in form has come and
// the network is quiet: the form is fetched at once, while the page asks the API who is signed in),
// and a signed-in client's overview on a phone (everything until the overview shows its progress
// and the network is quiet; a client stays signed in, so this is their usual visit).
//
// Measured (Chromium, 2026-11-27, gzip as served), at both sizes alike:
// - before issue 24 the page, an explanation only, fetched 134.9 KB (/hi/: 137.1 KB) in 21 (23)
//   files: never under the home page's 130 KB, for it also fetches the contact page's texts
//   (`projectTrackerCopy` is in content/contact.ts, 4.3 KB) and the Hindi first-load chunk they
//   import (2.0 KB), in English too;
// - a visitor now: 146.3 KB in 29 files (/hi/: 151.6 KB in 33); since issue 25 143.9 KB in 28
//   (/hi/: 151.5 KB), the page's copy in a module of its own (content/project-tracker.ts) rather
//   than the contact page's whole copy, the owner's settings read. The 11.4 KB more are the sign-in
//   form and what it needs (the form 1.7, its words 2.1 and, on /hi/, 2.3 + 0.8 of Hindi; the
//   session 1.7; Radix's ref helpers 1.6, the design system's field styles 1.3 and input 0.3; the
//   API client 0.7), the page's own code (2.2, was 1.0) and the sign-in card's texts (0.5);
// - a signed-in client's overview: 168.0 KB in 40 files (/hi/: 173.3 KB in 44; since issue 25
//   165.8 KB in 39, /hi/ 173.4 KB): the tracker
//   (6.9 KB), the query library (7.5 KB, shared with the quote forms and the projects list), the
//   photos' markup, the table, the badges and the footer on top of the visitor's. The photo
//   viewer (a dialog) waits until a photo is opened.
// With the site visit's link in the phone's contact bar and its two routes in the manifest (issue
// 28: 0.3 KB on every page), on 2026-11-29 the client's overview is 167.4 KB (/hi/ 175.3 KB, from
// 175.0 before it) and a visitor's 144.3 KB (/hi/ 151.6 KB): the Hindi overview's limit moves to
// 177 to keep its 2 KB.
// The limits sit about 2 KB above these figures, as the home page's 130 KB sits above 126.8 KB:
// a library pulled into the form or the tracker's code reaching a visitor's first load fails here
// and is looked at; a change of a few hundred bytes does not.
const trackerBudgetKb = {
  visitor: { '/resources/project-tracker': 148, '/hi/resources/project-tracker': 154 },
  client: { '/resources/project-tracker': 170, '/hi/resources/project-tracker': 177 },
} as const

/**
 * The quote popup's code, which every page fetches 8 s after it loads (ahead of the popup's show
 * at 10 s). The tracker's figures are taken long before (page.clock.install lets time run, so it
 * would not hold it back): were a slow run ever to reach it, this check fails rather than count it.
 */
const quotePopupCode = /\/(quote-popup-dialog|full-quote-form)-[\w-]{8}\.js$/

/** The signed-in client's code, which a visitor's first load must not fetch. */
const clientCode = /\/(tracker-view|tracker-photo-viewer)-[\w-]{8}\.js$/

for (const [address, viewport] of (
  ['/resources/project-tracker', '/hi/resources/project-tracker'] as const
).flatMap((address) =>
  [
    { width: 360, height: 780 },
    { width: 1366, height: 768 },
  ].map((viewport) => [address, viewport] as const),
)) {
  const limit = trackerBudgetKb.visitor[address]
  test(`${address} fetches at most ${limit} KB of JavaScript for a visitor at ${viewport.width}x${viewport.height}`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({ viewport, baseURL })
    const page = await context.newPage()
    const scripts = scriptsOf(page)
    const me = page.waitForResponse((response) => response.url().endsWith(clientTrackerPaths.me))
    await page.goto(address)
    expect((await me).status()).toBe(401)
    const signIn = address.startsWith('/hi/') ? signInHindi : signInEnglish
    await expect(page.getByRole('textbox', { name: signIn.emailLabel })).toBeVisible()
    await page.waitForLoadState('networkidle')

    const { totalKb, files, report } = await measureScripts(scripts)
    await testInfo.attach(`javascript-${viewport.width}`, { body: report })
    console.log(
      `${address} (visitor) at ${viewport.width}x${viewport.height}: ${totalKb.toFixed(1)} KB gzip in ${files} files`,
    )
    expect([...scripts].filter((url) => clientCode.test(url))).toEqual([])
    expect([...scripts].filter((url) => quotePopupCode.test(url))).toEqual([])
    // An English visitor fetches none of the Hindi words of the form (the `-hi` modules).
    if (!address.startsWith('/hi/')) {
      expect([...scripts].filter((url) => /-hi-[\w-]{8}\.js$/.test(url))).toEqual([])
    }
    expect(totalKb).toBeLessThanOrEqual(limit)
    await context.close()
  })
}

for (const address of ['/resources/project-tracker', '/hi/resources/project-tracker'] as const) {
  const limit = trackerBudgetKb.client[address]
  test(`${address} fetches at most ${limit} KB of JavaScript for a signed-in client's overview at 360x780`, async ({
    browser,
    baseURL,
    request,
  }, testInfo) => {
    // A client project made through the staff API (two photos processed by the server).
    test.setTimeout(120_000)
    const project = await setUpTrackerProject(request, `budget ${address}`, 'en')
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, baseURL })
    const page = await context.newPage()
    // Signed in already (a client stays signed in for 30 days): the cookie of the invitation link.
    const token = new URL(project.invitation.link).searchParams.get('invite')
    const signedIn = await page.request.post(clientTrackerPaths.invitation, { data: { token } })
    expect(signedIn.status()).toBe(200)

    const scripts = scriptsOf(page)
    await page.goto(address)
    const tracker = address.startsWith('/hi/') ? trackerHindi : trackerEnglish
    await expect(
      page.getByRole('progressbar', { name: tracker.overview.progress }),
    ).toHaveAttribute('aria-valuenow', '17')
    await page.waitForLoadState('networkidle')

    const { totalKb, files, report } = await measureScripts(scripts)
    await testInfo.attach('javascript-360', { body: report })
    console.log(`${address} (client) at 360x780: ${totalKb.toFixed(1)} KB gzip in ${files} files`)
    expect([...scripts].filter((url) => quotePopupCode.test(url))).toEqual([])
    // The photo viewer comes when a photo is opened.
    expect([...scripts].filter((url) => /\/tracker-photo-viewer-[\w-]{8}\.js$/.test(url))).toEqual(
      [],
    )
    expect(totalKb).toBeLessThanOrEqual(limit)
    await context.close()
  })
}

// The booking of a free site visit (issue 28): what it adds to the page the visitor comes from,
// and what the booking page fetches when it is the first page opened. Measured on 2026-11-29:
// from /contact 13.6 KB in 7 files, of which the booking's own 10.2 KB (the days and times, the
// form, its API calls and its words in both languages 6.4; the page 2.9; what came with the
// visitor 0.7; an icon 0.2), the rest the footer's code and the hero form's loader, fetched as the
// short page first drawn brings the footer near the screen; opened first, 146.4 KB in 26 files
// (the framework and the site's first load, the page's 'Call Us' menu 3.3). The limits sit about
// 2 KB above, as the others do.
const visitBudgetKb = { added: 16, direct: 148 } as const

test(`booking a site visit from /contact adds at most ${visitBudgetKb.added} KB of JavaScript`, async ({
  browser,
  baseURL,
}, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, baseURL })
  const page = await context.newPage()
  await page.clock.install()
  await page.goto('/contact')
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')

  const added = scriptsOf(page)
  await page
    .getByRole('region', { name: 'Get in Touch' })
    .getByRole('link', { name: 'Book a free site visit' })
    .click()
  await expect(page.getByRole('group', { name: 'Day' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const { totalKb, files, report } = await measureScripts(added)
  await testInfo.attach('javascript-added', { body: report })
  console.log(`/contact to /site-visit: ${totalKb.toFixed(1)} KB gzip more in ${files} files`)
  expect(totalKb).toBeLessThanOrEqual(visitBudgetKb.added)
  await context.close()
})

test(`/site-visit opened first fetches at most ${visitBudgetKb.direct} KB of JavaScript`, async ({
  browser,
  baseURL,
}, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, baseURL })
  const page = await context.newPage()
  await page.clock.install()
  const scripts = scriptsOf(page)
  await page.goto('/site-visit')
  await expect(page.getByRole('group', { name: 'Day' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const { totalKb, files, report } = await measureScripts(scripts)
  await testInfo.attach('javascript-direct', { body: report })
  console.log(`/site-visit: ${totalKb.toFixed(1)} KB gzip in ${files} files`)
  expect(totalKb).toBeLessThanOrEqual(visitBudgetKb.direct)
  await context.close()
})
