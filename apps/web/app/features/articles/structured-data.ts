import type { ArticleSummary } from '../../content/articles'
import type { Faq } from '../../content/faqs'
import { paths } from '../../content/site-map'
import { companyIn } from '../../i18n/company'
import { htmlLang, type Lang, pathIn } from '../../i18n/lang'
import { absoluteUrl } from '../../seo/meta'

/** schema.org Article data of a knowledge-center article in `lang`, for search results. */
export function articleJsonLd(article: ArticleSummary, lang: Lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.metaDescription,
    image: absoluteUrl(article.image.src),
    datePublished: article.date,
    dateModified: article.date,
    author: { '@type': 'Organization', name: article.author, url: absoluteUrl('/about') },
    publisher: {
      '@type': 'Organization',
      name: companyIn(lang).name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
    },
    mainEntityOfPage: absoluteUrl(pathIn(lang, paths.article(article.id))),
    inLanguage: htmlLang[lang],
  }
}

/** schema.org FAQPage data: every question with its answer. */
export function faqPageJsonLd(faqs: readonly Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}
