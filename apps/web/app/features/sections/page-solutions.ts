import {
  solutions as solutionsHindi,
  keptInEnglish as solutionsKept,
} from '../../content/hi/solutions'
import { type Solution, solutionList, solutions as solutionsEnglish } from '../../content/solutions'
import { inPageLang } from '../../i18n/page-content'

/** The client segments in the language of the page being shown (app/i18n/page-content.ts). */
export const pageSolutions = inPageLang(solutionsEnglish, solutionsHindi, solutionsKept)

/**
 * The three client segments in their order, in the page's language. Read it while rendering: a
 * list taken from content/solutions.ts alone is English on a Hindi page.
 */
export function pageSolutionList(): Solution[] {
  return solutionList.map(({ id }) => pageSolutions[id])
}
