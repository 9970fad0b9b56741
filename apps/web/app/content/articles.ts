// The knowledge center's six articles for people building in Bihar (website.md section 2,
// "Knowledge Center"): their titles, excerpts, dates and images, the types of their text, and the
// copy of the article pages. The texts themselves (sections of paragraphs, lists and calculator
// links) are in features/articles/bodies/, a module per article fetched by its page alone
// (features/articles/article-body.ts), so that the pages showing article cards download none.
import { type ArticleId, articleIds, type CalculatorSlug } from './site-map'

/** One block of an article's or a guide's body. */
export type ContentBlock =
  | { type: 'paragraph'; text: string }
  /** A sub-heading inside a section (an `<h3>`). */
  | { type: 'subheading'; text: string }
  | { type: 'list'; items: readonly string[] }
  | { type: 'steps'; items: readonly string[] }
  /** A highlighted practical tip. */
  | { type: 'tip'; text: string }
  /** A pointer to one of the calculators, with why it helps here. */
  | { type: 'calculator'; slug: CalculatorSlug; text: string }

/** A section of an article or guide, under an `<h2>`. */
export interface ContentSection {
  heading: string
  blocks: readonly ContentBlock[]
}

/** What cards, links and the sitemap show of an article; light enough for any page. */
export interface ArticleSummary {
  id: ArticleId
  title: string
  excerpt: string
  /** For search results (70-160 characters). */
  metaDescription: string
  /** `YYYY-MM-DD`. */
  date: string
  author: string
  image: { src: string; alt: string }
  relatedCalculators: readonly CalculatorSlug[]
}

/** An article's text; kept in features/articles/bodies/, loaded by its page only. */
export interface ArticleBody {
  intro: readonly string[]
  sections: readonly ContentSection[]
}

export type Article = ArticleSummary & ArticleBody

const engineeringTeam = 'Nirman Engineering Team'
const planningTeam = 'Nirman Design & Planning Team'

export const articles: Record<ArticleId, ArticleSummary> = {
  'house-construction-cost-in-patna': {
    id: 'house-construction-cost-in-patna',
    title: 'How Much Does It Cost to Build a House in Patna?',
    excerpt: 'What drives the cost per square foot, and how to plan a realistic budget.',
    metaDescription:
      'House construction cost in Patna per sq ft by finish level, what drives it, the costs people forget, and a worked example to plan your budget.',
    date: '2026-09-08',
    author: engineeringTeam,
    image: {
      src: '/images/articles/construction-cost.svg',
      alt: 'A house under construction beside a calculator and stacks of coins',
    },
    relatedCalculators: ['cost-estimator', 'materials-calculator', 'loan-calculator'],
  },

  'choosing-a-plot-in-bihar': {
    id: 'choosing-a-plot-in-bihar',
    title: 'Choosing a Plot in Bihar: What to Check Before You Buy',
    excerpt: 'Land records, road width, flood risk and soil: a checklist for buyers.',
    metaDescription:
      'Buying land in Bihar? Check the title, mutation (dakhil-kharij), land use, soil, flood levels and road width before you pay. A practical checklist.',
    date: '2026-08-18',
    author: planningTeam,
    image: {
      src: '/images/articles/choosing-a-plot.svg',
      alt: 'A surveyed plot marked with pegs beside a road, with a map and a magnifying glass',
    },
    relatedCalculators: ['land-grading-calculator', 'cost-estimator'],
  },

  'monsoon-proofing-your-home': {
    id: 'monsoon-proofing-your-home',
    title: 'Monsoon-Proofing Your Home',
    excerpt: 'Roof slopes, waterproofing and drainage that keep a house dry for decades.',
    metaDescription:
      'Keep your house dry through Bihar’s monsoon: plinth height, damp-proof course, roof slopes and waterproofing, drainage, curing and yearly upkeep.',
    date: '2026-06-02',
    author: engineeringTeam,
    image: {
      src: '/images/articles/monsoon-proofing.svg',
      alt: 'A house in the rain with a sloped roof, rainwater pipes and a raised plinth',
    },
    relatedCalculators: ['concrete-calculator', 'roof-calculator', 'plumbing-calculator'],
  },

  'rcc-frame-or-load-bearing': {
    id: 'rcc-frame-or-load-bearing',
    title: 'RCC Frame or Load-Bearing Walls? Building Safely in an Earthquake Zone',
    excerpt:
      'How Bihar’s seismic zones shape the structure of your house, and what IS 1893 and IS 13920 ask for.',
    metaDescription:
      'RCC frame or load-bearing masonry for a house in Bihar? Seismic zones IV and V, IS 1893 and IS 13920 in plain words, and which system suits you.',
    date: '2026-04-20',
    author: engineeringTeam,
    image: {
      src: '/images/articles/rcc-frame.svg',
      alt: 'An RCC frame of columns and beams beside a brick wall with horizontal bands',
    },
    relatedCalculators: ['concrete-calculator', 'materials-calculator', 'cost-estimator'],
  },

  'vastu-and-modern-planning': {
    id: 'vastu-and-modern-planning',
    title: 'Vastu and Modern Planning: Designing a Home That Works',
    excerpt:
      'How traditional Vastu preferences and climate-aware planning can live together in one plan.',
    metaDescription:
      'Plan a home that respects Vastu and works in Bihar’s climate: orientation, light, ventilation, room placement and the trade-offs on real plots.',
    date: '2026-03-09',
    author: planningTeam,
    image: {
      src: '/images/articles/vastu-planning.svg',
      alt: 'A house plan on a grid with a compass rose marking north, east, south and west',
    },
    relatedCalculators: ['staircase-calculator', 'hvac-calculator', 'cost-estimator'],
  },

  'financing-your-construction': {
    id: 'financing-your-construction',
    title: 'Financing Your Construction: Home Loans and Stage-Wise Payments',
    excerpt:
      'How construction loans are disbursed, what you pay while you build, and how to plan your EMI.',
    metaDescription:
      'How home construction loans work in India: loan-to-value limits, stage-wise disbursement, pre-EMI interest, documents, tax benefits and planning your EMI.',
    date: '2026-01-26',
    author: engineeringTeam,
    image: {
      src: '/images/articles/financing.svg',
      alt: 'A house plan with a bank building, a loan document and a rupee coin',
    },
    relatedCalculators: ['loan-calculator', 'cost-estimator', 'renovation-roi-calculator'],
  },
}

/** The six articles in the order of site-map.ts (newest first). */
export const articleList: readonly ArticleSummary[] = articleIds.map((id) => articles[id])

export function isArticleId(value: string | undefined): value is ArticleId {
  return articleIds.some((id) => id === value)
}

function blockText(block: ContentBlock): string {
  return 'items' in block ? block.items.join(' ') : block.text
}

/** A text made of an intro and sections: an article or a guide. */
export interface ContentText {
  intro: readonly string[]
  sections: readonly ContentSection[]
}

/** The words of an article's or guide's intro and body. */
export function wordCount({ intro, sections }: ContentText): number {
  const text = [
    ...intro,
    ...sections.flatMap((section) => [section.heading, ...section.blocks.map(blockText)]),
  ].join(' ')
  return text.split(/\s+/).filter(Boolean).length
}

/** Reading time at about 200 words a minute, rounded up. */
export function readingMinutes(text: ContentText): number {
  return Math.max(1, Math.ceil(wordCount(text) / 200))
}

export const articleCopy = {
  byline: 'By',
  minutesRead: (minutes: number) => `${minutes} min read`,
  relatedCalculatorsTitle: 'Calculators for this topic',
  openCalculator: 'Open calculator',
  notFoundTitle: 'Article Not Found',
  notFoundText: 'We could not find this article. It may have moved, or the address is wrong.',
  backToKnowledgeCenter: 'Back to the Knowledge Center',
  breadcrumbHome: 'Home',
  breadcrumbResources: 'Resources',
  breadcrumbKnowledgeCenter: 'Knowledge Center',
  moreArticlesTitle: 'More from the Knowledge Center',
  readArticle: 'Read article',
  ctaTitle: 'Have a question about your own project?',
  ctaText:
    'Our engineers answer questions like these every day. Tell us about your plot and your plans, and we will reply within 24-48 business hours.',
  ctaPrimary: { label: 'Get a Free Quote', to: '/contact' },
  ctaSecondary: { label: 'See How We Work', to: '/how-it-works' },
} as const
