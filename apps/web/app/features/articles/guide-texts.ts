import { guideList as guideListEnglish, guides as guidesEnglish } from '../../content/guides'
import { guides as guidesHindi, keptInEnglish as guidesKept } from '../../content/hi/guides'
import { guideIds } from '../../content/site-map'
import type { Lang } from '../../i18n/lang'
import { textIn } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'

// The knowledge center's guides in a page's language (app/i18n/page-text.ts), for their pages,
// their links and the sitemap. A guide's text comes with its title, so the pages that list the
// guides carry their texts in both languages (content/guides.ts).

const guideListHindi = guideIds.map((id) => guidesHindi[id])

export function guidesIn(lang: Lang): typeof guidesEnglish {
  return textIn(lang, guidesEnglish, guidesHindi, guidesKept)
}

/** The five guides in the order of site-map.ts, in `lang`. */
export function guideListIn(lang: Lang): typeof guideListEnglish {
  return textIn(lang, guideListEnglish, guideListHindi, guidesKept)
}

/** The guides in the language of the page being drawn. */
export function useGuides(): typeof guidesEnglish {
  return guidesIn(useLang())
}

/** The five guides in order, in the language of the page being drawn. */
export function useGuideList(): typeof guideListEnglish {
  return guideListIn(useLang())
}
