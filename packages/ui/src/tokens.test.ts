import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { colorTokens, colorVar, radiusTokens } from './tokens'

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8')

function hexToken(name: string): string {
  const match = css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, 'i'))
  if (!match?.[1]) throw new Error(`--color-${name} is not a 6-digit hex colour in styles.css`)
  return match[1]
}

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  })
  const [r = 0, g = 0, b = 0] = channels
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

describe('design tokens', () => {
  it('declares every token the components and apps may use', () => {
    for (const token of colorTokens) expect(css).toContain(`--color-${token}:`)
    for (const token of radiusTokens) expect(css).toContain(`--radius-${token}:`)
    expect(colorVar('primary')).toBe('var(--color-primary)')
  })

  // Text pairs need 4.5:1 (WCAG 1.4.3, AA); hover states keep the same foreground.
  it.each([
    ['foreground', 'background'],
    ['card-foreground', 'card'],
    ['primary-foreground', 'primary'],
    ['primary-foreground', 'primary-hover'],
    ['accent-foreground', 'accent'],
    ['accent-foreground', 'accent-hover'],
    ['secondary-foreground', 'secondary'],
    ['secondary-foreground', 'secondary-hover'],
    ['muted-foreground', 'muted'],
    ['muted-foreground', 'background'],
    ['destructive-foreground', 'destructive'],
    ['destructive-foreground', 'destructive-hover'],
    ['destructive-subtle-foreground', 'destructive-subtle'],
    ['destructive', 'background'],
    ['success-foreground', 'success'],
    ['success-subtle-foreground', 'success-subtle'],
    ['warning-subtle-foreground', 'warning-subtle'],
    ['primary', 'background'],
  ])('%s on %s meets AA contrast for text', (foreground, background) => {
    expect(contrast(hexToken(foreground), hexToken(background))).toBeGreaterThanOrEqual(4.5)
  })

  // Borders of form controls and the focus ring need 3:1 against the page (WCAG 1.4.11).
  it.each([
    ['input', 'background'],
    ['ring', 'background'],
  ])('%s on %s meets the 3:1 contrast of interface components', (foreground, background) => {
    expect(contrast(hexToken(foreground), hexToken(background))).toBeGreaterThanOrEqual(3)
  })
})
