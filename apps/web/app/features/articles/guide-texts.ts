import { guideList as guideListEnglish, guides as guidesEnglish } from '../../content/guides'
import { guides as guidesHindi, keptInEnglish as guidesKept } from '../../content/hi/guides'
import { guideIds } from '../../content/site-map'
import { inPageLang } from '../../i18n/page-content'

// The knowledge center's guides in the language of the page being shown
// (app/i18n/page-content.ts), for their pages, their links and the sitemap. Read them in render
// code, never at module level. A guide's text comes with its title, so the pages that list the
// guides carry their texts in both languages (content/guides.ts).

export const guides = inPageLang(guidesEnglish, guidesHindi, guidesKept)

/** The five guides in the order of site-map.ts. */
export const guideList = inPageLang(
  guideListEnglish,
  guideIds.map((id) => guidesHindi[id]),
  guidesKept,
)
