import type { PortfolioProject } from './portfolio'

// A portfolio project's words in a page's language, and its description cut for search results:
// read by the website's pages and by the API's first HTML answer of a project page, which must
// say the same. Zod-free (its own entry, `@nirman/contract/project-words`), for the pages' chunks.

/** The words of a project that the staff may write in Hindi too. */
export type ProjectWordsKey = 'title' | 'description' | 'location' | 'highlights'

/** A project's words as a page in one language shows them. */
export interface ProjectWordsIn {
  title: string
  description: string
  location: string
  highlights: readonly string[]
  /** Which of the words a Hindi page shows in English, for want of Hindi ones (none on English pages). */
  english: Record<ProjectWordsKey, boolean>
}

/**
 * A project's title, description, location and highlights in the page's language: on a Hindi
 * page its Hindi words where the staff wrote them, the English ones otherwise (a project without
 * Hindi, or a Hindi word left empty: a place is often written the same way).
 * @example projectWordsIn({ ...project, hindi: null }, 'hi').english.title // true
 */
export function projectWordsIn(
  project: Pick<PortfolioProject, ProjectWordsKey | 'hindi'>,
  language: 'en' | 'hi',
): ProjectWordsIn {
  const hindi = language === 'hi' ? project.hindi : null
  const onHindiPage = language === 'hi'
  const hindiHighlights = hindi && hindi.highlights.length > 0 ? hindi.highlights : undefined
  return {
    title: hindi?.title || project.title,
    description: hindi?.description || project.description,
    location: hindi?.location || project.location,
    highlights: hindiHighlights ?? project.highlights,
    english: {
      title: onHindiPage && !hindi?.title,
      description: onHindiPage && !hindi?.description,
      location: onHindiPage && !hindi?.location,
      highlights: onHindiPage && !hindiHighlights,
    },
  }
}

/**
 * A text cut to about `limit` characters between words, for search results and link previews:
 * spaces and line breaks flattened, a trailing comma or stop dropped, an ellipsis added.
 * @example searchSummary('A G+2 home with a roof garden and …', 20) // 'A G+2 home with a…'
 */
export function searchSummary(text: string, limit = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= limit) return flat
  const cut = flat.slice(0, limit - 1)
  const lastSpace = cut.lastIndexOf(' ')
  const words = lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut
  return `${words.replace(/[\s,.;:]+$/, '')}…`
}
