import type { PortfolioProject } from '@nirman/contract'
import { type ProjectWordsKey, projectWordsIn } from '@nirman/contract/project-words'
import { htmlLang, type Lang } from '../../i18n/lang'

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
  lang: Record<ProjectWordsKey, string | undefined>
}

/**
 * A project's words in the page's language (the contract's `projectWordsIn`, which the API's
 * first answer of a project page reads too), with the `lang` of each that is not in the page's
 * language. Services are not translated and stay on the project as they are.
 * @param project - the project as the API sends it
 * @param lang - the language of the page
 * @example projectWords({ ...project, hindi: null }, 'hi').lang.title // 'en-IN'
 */
export function projectWords(
  project: Pick<PortfolioProject, ProjectWordsKey | 'hindi'>,
  lang: Lang,
): ProjectWords {
  const { english, ...words } = projectWordsIn(project, lang)
  const langOf = (key: ProjectWordsKey) => (english[key] ? htmlLang.en : undefined)
  return {
    ...words,
    lang: {
      title: langOf('title'),
      description: langOf('description'),
      location: langOf('location'),
      highlights: langOf('highlights'),
    },
  }
}
