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
import type { Lang } from '../../i18n/lang'
import { textIn } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'

// The knowledge center's articles (their summaries: titles, excerpts, dates) and the copy of their
// pages, in a page's language (app/i18n/page-text.ts), for the article pages, the cards and the
// sitemap.

const articleListHindi = articleIds.map((id) => articlesHindi[id])

export function articlesIn(lang: Lang): typeof articlesEnglish {
  return textIn(lang, articlesEnglish, articlesHindi)
}

/** The six articles in the order of site-map.ts (newest first), in `lang`. */
export function articleListIn(lang: Lang): typeof articleListEnglish {
  return textIn(lang, articleListEnglish, articleListHindi)
}

export function articleCopyIn(lang: Lang): typeof articleCopyEnglish {
  return textIn(lang, articleCopyEnglish, articleCopyHindi)
}

/** The articles in the language of the page being drawn. */
export function useArticles(): typeof articlesEnglish {
  return articlesIn(useLang())
}

/** The six articles in order, in the language of the page being drawn. */
export function useArticleList(): typeof articleListEnglish {
  return articleListIn(useLang())
}

/** The copy of the article pages in the language of the page being drawn. */
export function useArticleCopy(): typeof articleCopyEnglish {
  return articleCopyIn(useLang())
}
