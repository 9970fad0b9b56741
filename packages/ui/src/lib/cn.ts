import { type ClassValue, clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names and lets later Tailwind classes win over earlier ones, so a `className` passed
 * to a component overrides its defaults: `cn('px-4', 'px-2')` is `'px-2'`.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
