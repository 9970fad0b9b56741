import type { PortfolioProject } from '@nirman/contract'
import { htmlLang, type Lang } from '../../i18n/lang'

type WordsKey = 'title' | 'description' | 'location' | 'highlights'

/** A project's words as a page in one language shows them. */
export interface ProjectWords {
  title: string
  description: string
  location: string
  highlights: readonly string[]
  /**
   * The `lang` attribute of the element showing each of the words: English ('en-IN') where a
   * Hindi page falls back to the English words, so that a screen reader reads them as English;
   * undefined where they are in the page's language.
   */
  lang: Record<WordsKey, string | undefined>
}

/**
 * A project's title, description, location and highlights in the page's language: on a Hindi
 * page its Hindi words where the staff wrote them, the English ones otherwise (a project without
 * Hindi, or a Hindi location or highlights left empty: a place is often written the same way).
 * Services are not translated and stay on the project as they are.
 * @param project - the project as the API sends it
 * @param lang - the language of the page
 * @returns the words to draw, and the `lang` of each that is not in the page's language
 * @example projectWords({ ...project, hindi: null }, 'hi').lang.title // 'en-IN'
 */
export function projectWords(
  project: Pick<PortfolioProject, WordsKey | 'hindi'>,
  lang: Lang,
): ProjectWords {
  const hindi = lang === 'hi' ? project.hindi : null
  // On a Hindi page, English words are marked as such; on an English page nothing is Hindi.
  const fallbackLang = lang === 'hi' ? htmlLang.en : undefined
  const hindiHighlights = hindi && hindi.highlights.length > 0 ? hindi.highlights : undefined
  return {
    title: hindi?.title || project.title,
    description: hindi?.description || project.description,
    location: hindi?.location || project.location,
    highlights: hindiHighlights ?? project.highlights,
    lang: {
      title: hindi?.title ? undefined : fallbackLang,
      description: hindi?.description ? undefined : fallbackLang,
      location: hindi?.location ? undefined : fallbackLang,
      highlights: hindiHighlights ? undefined : fallbackLang,
    },
  }
}
