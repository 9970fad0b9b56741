import { projectTrackerPage, type QuoteLanguage } from '@nirman/contract'

/**
 * The address of the project tracker's page in `language` on the website at `origin`, with
 * `query` (an invitation's token).
 *
 * @example trackerLink('https://www.example.in', 'hi', { invite: 'abc' })
 *   // 'https://www.example.in/hi/resources/project-tracker?invite=abc'
 */
export function trackerLink(
  origin: string,
  language: QuoteLanguage,
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams(query).toString()
  return `${origin}${projectTrackerPage[language]}${search ? `?${search}` : ''}`
}
