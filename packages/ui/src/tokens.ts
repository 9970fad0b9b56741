/**
 * The design tokens by name, for code that needs them outside a Tailwind class (an inline style, a
 * chart, a <meta name="theme-color">). The values are declared once, in styles.css; these are
 * references to the CSS custom properties that hold them.
 */
export const colorTokens = [
  'background',
  'foreground',
  'card',
  'card-foreground',
  'primary',
  'primary-hover',
  'primary-foreground',
  'accent',
  'accent-hover',
  'accent-foreground',
  'secondary',
  'secondary-hover',
  'secondary-foreground',
  'muted',
  'muted-foreground',
  'destructive',
  'destructive-hover',
  'destructive-foreground',
  'destructive-subtle',
  'destructive-subtle-foreground',
  'success',
  'success-foreground',
  'success-subtle',
  'success-subtle-foreground',
  'warning-subtle',
  'warning-subtle-foreground',
  'border',
  'input',
  'ring',
  'overlay',
] as const
export type ColorToken = (typeof colorTokens)[number]

export const radiusTokens = ['sm', 'md', 'lg', 'xl'] as const
export type RadiusToken = (typeof radiusTokens)[number]

/** `var(--color-primary)` for `colorVar('primary')`. */
export function colorVar(token: ColorToken): string {
  return `var(--color-${token})`
}

/** `var(--radius-md)` for `radiusVar('md')`. */
export function radiusVar(token: RadiusToken): string {
  return `var(--radius-${token})`
}
