import { describe, expect, it } from 'vitest'
import { loadArticleBody } from '../features/articles/article-body'
import { articleList, readingMinutes, wordCount } from './articles'
import { faqGroups } from './faqs'
import { guideList } from './guides'
import { articleIds, calculatorSlugs, guideIds } from './site-map'

describe('knowledge-center content', () => {
  it('has an article for every article id and a guide for every guide id', () => {
    expect(articleList.map((article) => article.id)).toEqual([...articleIds])
    expect(guideList.map((guide) => guide.id)).toEqual([...guideIds])
  })

  it.each(articleList)('article $id is 600-900 words long', async ({ id }) => {
    const body = await loadArticleBody('en', id)
    expect(wordCount(body)).toBeGreaterThanOrEqual(600)
    expect(wordCount(body)).toBeLessThanOrEqual(900)
  })

  it.each(guideList)('guide $id is 400-700 words long', (guide) => {
    expect(wordCount(guide)).toBeGreaterThanOrEqual(400)
    expect(wordCount(guide)).toBeLessThanOrEqual(700)
  })

  it.each([...articleList, ...guideList])(
    '$id has a search description of 70-160 characters and real calculators',
    (text) => {
      expect(text.metaDescription.length).toBeGreaterThanOrEqual(70)
      expect(text.metaDescription.length).toBeLessThanOrEqual(160)
      for (const slug of text.relatedCalculators) expect(calculatorSlugs).toContain(slug)
    },
  )

  it('reads at about 200 words a minute, rounded up', () => {
    // 201 words: one more than a minute's worth, so 2 minutes.
    const text = { intro: [Array(201).fill('word').join(' ')], sections: [] }
    expect(readingMinutes(text)).toBe(2)
  })

  it('has 12-16 FAQs with the response time and both typical timelines', () => {
    const faqs = faqGroups.flatMap((group) => group.faqs)
    expect(faqs.length).toBeGreaterThanOrEqual(12)
    expect(faqs.length).toBeLessThanOrEqual(16)
    const answers = faqs.map((faq) => faq.answer).join(' ')
    expect(answers).toContain('24-48 business hours')
    expect(answers).toContain('6-12 months')
    expect(answers).toContain('12-24 months')
  })
})
