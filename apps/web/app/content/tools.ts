// The home page's "tools and resources" section (#resources): a few planning calculators and three
// knowledge-center articles. The calculators' names and descriptions come from calculators.ts.
import { Calculator, HandCoins, type LucideIcon, Paintbrush, Zap } from 'lucide-react'
import type { CalculatorSlug } from './site-map'

export interface FeaturedTool {
  slug: CalculatorSlug
  icon: LucideIcon
}

/** The calculators most visitors start with: budget, materials, finishing, and the loan. */
export const featuredTools: readonly FeaturedTool[] = [
  { slug: 'cost-estimator', icon: Calculator },
  { slug: 'paint-calculator', icon: Paintbrush },
  { slug: 'electrical-calculator', icon: Zap },
  { slug: 'loan-calculator', icon: HandCoins },
]

export const toolsSectionCopy = {
  title: 'Tools & Resources',
  description:
    'Free calculators and guides to plan your budget and your materials before you talk to a builder.',
  toolsTitle: 'Planning calculators',
  toolLinkLabel: 'Open calculator',
  allToolsLabel: 'View All Tools',
  allToolsTo: '/resources',
  articlesTitle: 'From our knowledge center',
  articleLinkLabel: 'Read article',
  allArticlesLabel: 'Browse Articles',
  allArticlesTo: '/resources/knowledge-center',
} as const
