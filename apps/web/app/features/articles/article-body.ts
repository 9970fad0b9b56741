import { use } from 'react'
import type { ArticleBody } from '../../content/articles'
import type { TextOf } from '../../content/hi/text-of'
import type { ArticleId } from '../../content/site-map'
import type { Lang } from '../../i18n/lang'
import { textIn } from '../../i18n/page-text'

// An article's text is fetched by its page alone, one article in one language: a module per
// article and language (bodies/ and content/hi/article-bodies/), so that no page carries the
// 4,000 words of six articles, nor an English page any Hindi. A Hindi body is laid over the English
// one (the English holds the blocks' kinds and calculator links: content/hi/text-of.ts).

const englishBodies: Record<ArticleId, () => Promise<ArticleBody>> = {
  'house-construction-cost-in-patna': () =>
    import('./bodies/house-construction-cost-in-patna').then((module) => module.body),
  'choosing-a-plot-in-bihar': () =>
    import('./bodies/choosing-a-plot-in-bihar').then((module) => module.body),
  'monsoon-proofing-your-home': () =>
    import('./bodies/monsoon-proofing-your-home').then((module) => module.body),
  'rcc-frame-or-load-bearing': () =>
    import('./bodies/rcc-frame-or-load-bearing').then((module) => module.body),
  'vastu-and-modern-planning': () =>
    import('./bodies/vastu-and-modern-planning').then((module) => module.body),
  'financing-your-construction': () =>
    import('./bodies/financing-your-construction').then((module) => module.body),
}

const hindiBodies: Record<ArticleId, () => Promise<TextOf<ArticleBody>>> = {
  'house-construction-cost-in-patna': () =>
    import('../../content/hi/article-bodies/house-construction-cost-in-patna').then(
      (module) => module.body,
    ),
  'choosing-a-plot-in-bihar': () =>
    import('../../content/hi/article-bodies/choosing-a-plot-in-bihar').then(
      (module) => module.body,
    ),
  'monsoon-proofing-your-home': () =>
    import('../../content/hi/article-bodies/monsoon-proofing-your-home').then(
      (module) => module.body,
    ),
  'rcc-frame-or-load-bearing': () =>
    import('../../content/hi/article-bodies/rcc-frame-or-load-bearing').then(
      (module) => module.body,
    ),
  'vastu-and-modern-planning': () =>
    import('../../content/hi/article-bodies/vastu-and-modern-planning').then(
      (module) => module.body,
    ),
  'financing-your-construction': () =>
    import('../../content/hi/article-bodies/financing-your-construction').then(
      (module) => module.body,
    ),
}

/**
 * Fetches the text of the article `id` in `lang`.
 * @param lang the page's language
 * @param id the article
 * @returns its intro and sections (in Hindi: the Hindi laid over the English)
 * @example const { sections } = await loadArticleBody('hi', 'choosing-a-plot-in-bihar')
 */
export async function loadArticleBody(lang: Lang, id: ArticleId): Promise<ArticleBody> {
  if (lang === 'en') return englishBodies[id]()
  const [english, hindi] = await Promise.all([englishBodies[id](), hindiBodies[id]()])
  return textIn(lang, english, hindi)
}

// One load per article and language for the visit: `use` reads a promise it has seen settle at
// once, so a page drawn again (a move back to an article) does not wait.
const loads = new Map<string, Promise<ArticleBody>>()

/**
 * The text of the article `id` in `lang`, suspending the page until it is here. With no Suspense
 * boundary of its own: the prerender waits for it (react-dom/static), hydration waits for it
 * (the prerendered text stays as it is: no mismatch), and a move inside the app keeps the
 * previous page on screen until it came (React Router moves in a transition).
 */
export function useArticleBody(lang: Lang, id: ArticleId): ArticleBody {
  const key = `${lang}:${id}`
  let load = loads.get(key)
  if (!load) {
    load = loadArticleBody(lang, id)
    // Offline, or a new deployment replaced the chunk: the page's error boundary says so, and the
    // next visit tries again.
    load.catch(() => loads.delete(key))
    loads.set(key, load)
  }
  return use(load)
}
