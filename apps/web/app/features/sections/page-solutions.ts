import {
  solutions as solutionsHindi,
  keptInEnglish as solutionsKept,
} from '../../content/hi/solutions'
import { type Solution, solutionList, solutions as solutionsEnglish } from '../../content/solutions'
import type { Lang } from '../../i18n/lang'
import { textIn } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'

/** The client segments in `lang` (app/i18n/page-text.ts). */
export function solutionsIn(lang: Lang): typeof solutionsEnglish {
  return textIn(lang, solutionsEnglish, solutionsHindi, solutionsKept)
}

/** The client segments in the language of the page being drawn. */
export function usePageSolutions(): typeof solutionsEnglish {
  return solutionsIn(useLang())
}

/** The three client segments in their order, in the page's language. */
export function usePageSolutionList(): Solution[] {
  const solutions = usePageSolutions()
  return solutionList.map(({ id }) => solutions[id])
}
