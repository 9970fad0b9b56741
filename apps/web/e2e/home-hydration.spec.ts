import type { Page } from '@playwright/test'
import { defaultCompany as company } from '../app/content/company'
import { homeCopy } from '../app/content/home'
import { featuredProjectsCopy, projectFilterLabels } from '../app/content/projects'
import { dismissQuotePopupWhenShown, expect, holdCode, test, waitForItsCode } from './fixtures'

// The home page's sections below the hero, and the footer of every page, hydrate when they near
// the screen (app/features/hydration/hydrate-when-near.tsx). Until then they are the HTML the build
// wrote, and React must hydrate that HTML, never throw it away and draw it again: the element each
// section was parsed as is still in the page after its code has run, and it answers the visitor.

/** Keeps every section of the page and its footer as the browser parsed them, before any script. */
async function keepParsedSections(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      // 'interactive': the document is parsed; deferred and module scripts have not run yet.
      if (document.readyState !== 'interactive') return
      const sections = [...document.querySelectorAll('main section, footer')]
      Object.assign(window, { parsedSections: sections })
    })
  })
}

/** The labels of the parsed sections that are no longer in the page (replaced by a client render). */
function replacedSections(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const sections = (window as unknown as { parsedSections: Element[] }).parsedSections
    return sections
      .filter((section) => !section.isConnected)
      .map((section) => section.id || section.getAttribute('aria-labelledby') || section.outerHTML)
  })
}

function parsedSectionCount(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { parsedSections: Element[] }).parsedSections.length,
  )
}

/** Opens the home page with the script files matching `file` held until `release()`. */
async function openHomeHolding(page: Page, file: RegExp) {
  const code = await holdCode(page, file)
  await page.goto('/')
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
  return code
}

test.describe('the home page hydrates its prerendered sections in place', () => {
  test.beforeEach(async ({ page }) => {
    await dismissQuotePopupWhenShown(page)
    await keepParsedSections(page)
  })

  test('given a visitor who scrolls down, every section keeps its HTML and answers them', async ({
    page,
  }) => {
    await page.goto('/')
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    // Hero, numbers, services, why us, projects, testimonials (and its carousel, a section of its
    // own), process, solutions, tools, contact, the closing call to action, and the footer: 13.
    expect(await parsedSectionCount(page)).toBe(13)

    // The testimonials: the carousel's code arrives as it nears the screen, and its buttons work.
    const carousel = page.getByRole('region', { name: 'Client testimonials' })
    await carousel.scrollIntoViewIfNeeded()
    const first = carousel.getByRole('button', { name: 'Show testimonial 1' })
    const second = carousel.getByRole('button', { name: 'Show testimonial 2' })
    await expect(first).toHaveAttribute('aria-current', 'true')
    const next = carousel.getByRole('button', { name: 'Next testimonial' })
    await waitForItsCode(next)
    await next.click()
    await expect(second).toHaveAttribute('aria-current', 'true')

    // The footer: scrolling there passes every other section.
    await page.locator('footer').scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    expect(await replacedSections(page)).toEqual([])

    // A link in a later section is the app's once its code is here (before, it is the build's
    // plain link, and a click loads a document: on a busy machine the code may still be on its
    // way): it opens the next page without loading a document.
    await page.evaluate(() => Object.assign(window, { samePageLoad: true }))
    const allTools = page.locator('section#resources').getByRole('link', { name: /all tools/i })
    await waitForItsCode(allTools)
    await allTools.click()
    await expect(page).toHaveURL(/\/resources/)
    expect(await page.evaluate(() => 'samePageLoad' in window)).toBe(true)
  })

  test('given a tap on the carousel before its code has arrived, it moves on once the code is here', async ({
    page,
  }) => {
    // The home page's later sections (the carousel among them) wait for their code.
    const sectionsCode = await openHomeHolding(page, /\/home-sections-[\w-]{8}\.js$/)
    const carousel = page.getByRole('region', { name: 'Client testimonials' })
    await carousel.scrollIntoViewIfNeeded()
    await sectionsCode.requested
    // Twice "Next" while the code is on its way: the third testimonial is the one to show.
    const next = carousel.getByRole('button', { name: 'Next testimonial' })
    await next.click()
    await next.click()
    await expect(carousel.getByRole('button', { name: 'Show testimonial 1' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    sectionsCode.release()
    await waitForItsCode(next)
    await expect(carousel.getByRole('button', { name: 'Show testimonial 3' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(carousel.getByRole('group', { name: /^3 of/ })).toBeVisible()
    expect(await replacedSections(page)).toEqual([])
  })

  test('given a tap on a projects category before its code has arrived, that category is shown once the code is here', async ({
    page,
  }) => {
    const sectionCode = await openHomeHolding(page, /\/featured-projects-section-[\w-]{8}\.js$/)
    const projects = page.locator('section#projects')
    await projects.scrollIntoViewIfNeeded()
    await sectionCode.requested
    const commercial = projects.getByRole('button', { name: projectFilterLabels.commercial })
    await commercial.click()
    await expect(commercial).toHaveAttribute('aria-pressed', 'false')
    sectionCode.release()
    await waitForItsCode(commercial)
    await expect(commercial).toHaveAttribute('aria-pressed', 'true')
    await expect(
      projects.getByRole('link', { name: featuredProjectsCopy.viewAll }),
    ).toHaveAttribute('href', '/projects?type=commercial')
    expect(await replacedSections(page)).toEqual([])
  })

  test('given Back while the sections wait for their code, they keep their HTML', async ({
    page,
  }) => {
    // The later sections' code is held; the visitor has not tapped, nor scrolled near them.
    const sectionsCode = await openHomeHolding(page, /\/home-sections-[\w-]{8}\.js$/)
    // A listener added now, after React Router's: it hears a popstate when React Router does.
    await page.evaluate(() => {
      const heard = { popstates: 0 }
      Object.assign(window, { heard })
      window.addEventListener('popstate', () => heard.popstates++)
    })
    const heardPopstates = () =>
      page.evaluate(() => (window as unknown as { heard: { popstates: number } }).heard.popstates)

    // Back: the page fetches every section's code because of it, and waits for it. React Router
    // hearing the popstate first would draw the sections anew (hydrate-when-near.tsx).
    await page.evaluate(() => window.history.pushState(window.history.state, '', '#services'))
    await page.evaluate(() => window.history.back())
    await sectionsCode.requested
    expect(await heardPopstates()).toBe(0)
    sectionsCode.release()
    await expect.poll(heardPopstates).toBe(1)
    await expect(page).toHaveURL(/\/$/)
    await page.waitForLoadState('networkidle')
    expect(await replacedSections(page)).toEqual([])
  })

  test('given a #section link followed at once, the sections keep their HTML', async ({ page }) => {
    await page.goto('/')
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    // The hero's "Explore Our Services" goes to #services, whose code has not been fetched on a
    // phone: the change of address reaches React Router before the sections are hydrated.
    await page.getByRole('link', { name: 'Explore Our Services' }).click()
    await expect(page).toHaveURL(/#services$/)
    await expect(page.locator('section#services')).toBeInViewport()
    await page.waitForLoadState('networkidle')
    expect(await replacedSections(page)).toEqual([])

    // And the later sections answer: the testimonials carousel moves on.
    const carousel = page.getByRole('region', { name: 'Client testimonials' })
    await carousel.scrollIntoViewIfNeeded()
    const next = carousel.getByRole('button', { name: 'Next testimonial' })
    await waitForItsCode(next)
    await next.click()
    await expect(carousel.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(await replacedSections(page)).toEqual([])
  })

  test('given a link followed before the footer has its code, the footer keeps its HTML', async ({
    page,
  }) => {
    await page.goto('/contact')
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    // A change of page inside the app (the home page's code is fetched, the footer stays) while
    // the footer, below the contact form, is still the prerendered HTML (not marked hydrated).
    const footerWrapper = page.locator('[data-deferred-section]:has(> footer)')
    await expect(footerWrapper).not.toHaveAttribute('data-hydrated')
    await page.getByRole('banner').getByRole('link', { name: company.name }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeCopy.hero.title)
    await page.waitForLoadState('networkidle')
    const footer = await page.evaluate(() => {
      const parsed = (window as unknown as { parsedSections: Element[] }).parsedSections
      const footer = parsed.find((element) => element.tagName === 'FOOTER')
      return {
        connected: footer?.isConnected,
        current: footer === document.querySelector('footer'),
      }
    })
    expect(footer).toEqual({ connected: true, current: true })
  })
})
