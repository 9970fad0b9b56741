import { type ClassValue, clsx } from 'clsx'
import { createTailwindMerge } from 'tailwind-merge'
import { mergeConfig } from './merge-config'

// tailwind-merge with only the class groups the workspace writes (merge-config.ts, generated):
// the same results as its default `twMerge` for every class in the sources (cn.test.ts checks
// every pair), at about a third of its size in the website's first load.
const merge = createTailwindMerge(mergeConfig)

/**
 * Joins class names and lets later Tailwind classes win over earlier ones, so a `className` passed
 * to a component overrides its defaults: `cn('px-4', 'px-2')` is `'px-2'`.
 */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs))
}
