import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * No serious or critical axe violation on the page as it is. Axe runs inside the page's own frames
 * (legacy mode): the default opens a blank page of its own to gather cross-origin frames' results,
 * about a fifth of each check's time, and the dashboard has no frame.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze()
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}

/**
 * Nothing reaches past the screen's edges and nothing scrolls sideways: the page, and every
 * element and scrolling box of the open dialog, or of the page when none is open.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = []
    const width = window.innerWidth
    if (document.documentElement.scrollWidth > width) {
      found.push(`page ${document.documentElement.scrollWidth} > ${width}`)
    }
    const root = document.querySelector('[role="dialog"]') ?? document.body
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const box = element.getBoundingClientRect()
      const name = `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)
      // Screen-reader-only text (and the file input behind its label) is 1 px wide, clipped, and
      // may sit anywhere.
      if (box.width > 1 && (box.left < -1 || box.right > width + 1)) {
        found.push(`${name} spans ${box.left}-${box.right}`)
      }
      const overflowX = getComputedStyle(element).overflowX
      const scrolls = overflowX === 'auto' || overflowX === 'scroll'
      if (scrolls && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${name} scrolls sideways`)
      }
    }
    return found
  })
  expect(problems).toEqual([])
}
