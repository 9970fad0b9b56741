import {
  articleCopy as articleCopyEnglish,
  articleList as articleListEnglish,
  articles as articlesEnglish,
} from '../../content/articles'
import {
  articleCopy as articleCopyHindi,
  articles as articlesHindi,
} from '../../content/hi/articles'
import { articleIds } from '../../content/site-map'
import { inPageLang } from '../../i18n/page-content'

// The knowledge center's articles (their summaries: titles, excerpts, dates) and the copy of their
// pages, in the language of the page being shown (app/i18n/page-content.ts), for the article
// pages, the cards and the sitemap. Read them in render code, never at module level.

export const articles = inPageLang(articlesEnglish, articlesHindi)

/** The six articles in the order of site-map.ts (newest first). */
export const articleList = inPageLang(
  articleListEnglish,
  articleIds.map((id) => articlesHindi[id]),
)

export const articleCopy = inPageLang(articleCopyEnglish, articleCopyHindi)
