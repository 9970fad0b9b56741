// The copy of /resources (website.md section 2, "/resources") and /resources/knowledge-center.
// The calculators' names and descriptions come from calculators.ts, the articles, guides and FAQs
// from their own modules.
import {
  BookOpen,
  BrickWall,
  Calculator,
  ClipboardList,
  Cylinder,
  Droplets,
  Fan,
  Footprints,
  Grid2x2,
  HandCoins,
  House,
  type LucideIcon,
  Mountain,
  Paintbrush,
  TrendingUp,
  Zap,
} from 'lucide-react'
import type { CalculatorSlug, staticPaths } from './site-map'

/** The icon on each calculator's tool card. */
export const calculatorIcons: Record<CalculatorSlug, LucideIcon> = {
  'cost-estimator': Calculator,
  'materials-calculator': BrickWall,
  'paint-calculator': Paintbrush,
  'concrete-calculator': Cylinder,
  'flooring-calculator': Grid2x2,
  'roof-calculator': House,
  'land-grading-calculator': Mountain,
  'electrical-calculator': Zap,
  'plumbing-calculator': Droplets,
  'staircase-calculator': Footprints,
  'hvac-calculator': Fan,
  'renovation-roi-calculator': TrendingUp,
  'loan-calculator': HandCoins,
}

/** A tool card that leads to another page rather than opening a calculator. */
export interface LinkTool {
  id: 'tracker' | 'articles'
  title: string
  description: string
  icon: LucideIcon
  action: { label: string; to: string }
}

export const linkTools: readonly [LinkTool, LinkTool] = [
  {
    id: 'tracker',
    title: 'Project Tracker',
    description:
      'Clients follow their project online: weekly photos, milestones, payments and documents.',
    icon: ClipboardList,
    action: { label: 'Client Login', to: '/resources/project-tracker' },
  },
  {
    id: 'articles',
    title: 'Knowledge Center',
    description:
      'Articles and step-by-step guides on costs, plots, permits, materials and financing in Bihar.',
    icon: BookOpen,
    action: { label: 'Browse Articles', to: '/resources/knowledge-center' },
  },
]

export const resourcesPageCopy = {
  meta: {
    title: 'Construction Resources & Calculators',
    description:
      'Free construction calculators, articles and guides for building in Bihar: cost, materials, paint, concrete, loans, permits and more from Nirman Constructions.',
  },
  hero: {
    eyebrow: 'Resources',
    title: 'Construction Resources & Tools',
    subtitle:
      'Free calculators, articles and guides from our engineers to help you plan your budget, your materials and every step of your project.',
  },
  tools: {
    title: 'Planning Tools & Calculators',
    description:
      'Thirteen free calculators that run in your browser, plus the client project tracker and our knowledge center.',
    openLabel: 'Open Calculator',
    fullPageLabel: 'Full page',
  },
  knowledgeCenter: {
    title: 'Knowledge Center',
    description:
      'Practical articles for families and businesses building in Bihar, written by our engineers and planners.',
    allLabel: 'Visit the Knowledge Center',
    allTo: '/resources/knowledge-center',
  },
  guides: {
    title: 'Practical Guides',
    description: 'Step-by-step help for the main stages of building.',
  },
  faqs: {
    title: 'Frequently Asked Questions',
    description: 'Quick answers about our tools and our work.',
    allLabel: 'View All FAQs',
    allTo: '/resources/faqs',
  },
  cta: {
    title: 'Ready to Start Your Project?',
    text: 'The calculators give you a first idea. For a detailed estimate for your plot, talk to our team: the consultation and quote are free.',
    primary: { label: 'Get a Free Quote', to: '/contact' },
    secondary: { label: 'How It Works', to: '/how-it-works' },
  },
} as const

export const knowledgeCenterCopy = {
  meta: {
    title: 'Knowledge Center',
    description:
      'Articles and guides on building in Bihar: construction cost in Patna, choosing a plot, monsoon-proofing, earthquake safety, Vastu, financing and permits.',
  },
  hero: {
    eyebrow: 'Resources',
    title: 'Knowledge Center',
    subtitle:
      'What our engineers and planners tell families and businesses every day, written down: costs, plots, permits, materials, safety and financing.',
  },
  articlesTitle: 'Articles',
  articlesDescription: 'In-depth reading for the big decisions of a building project.',
  guidesTitle: 'Practical Guides',
  guidesDescription: 'Step-by-step help for the main stages of building your home.',
  toolsTitle: 'Put the numbers to work',
  toolsText:
    'Our free calculators turn what you read here into figures for your own project: cost, materials, loan and more.',
  toolsLink: { label: 'See All Calculators', to: '/resources' },
  faqsLink: { label: 'Read the FAQs', to: '/resources/faqs' },
  cta: {
    title: 'Have a question about your own project?',
    text: 'Tell us about your plot and your plans. We reply within 24-48 business hours with answers and a free estimate.',
    primary: { label: 'Get a Free Quote', to: '/contact' },
    secondary: { label: 'How It Works', to: '/how-it-works' },
  },
} as const

type StaticPath = (typeof staticPaths)[number]

/** The HTML sitemap (/sitemap): a title for each page with a fixed address. */
export const sitemapCopy = {
  meta: {
    title: 'Sitemap',
    description:
      'Every page of the Nirman Constructions website in one list: services, projects, calculators, articles, guides, FAQs and contact details.',
  },
  hero: {
    eyebrow: 'Sitemap',
    title: 'Sitemap',
    subtitle: 'Every page of our website, grouped by topic.',
  },
  groups: {
    pages: 'Pages',
    solutions: 'Client Solutions',
    services: 'Services',
    resources: 'Resources',
    calculators: 'Calculators',
    articles: 'Articles',
    guides: 'Guides',
  },
  pageTitles: {
    '/': 'Home',
    '/about': 'About Us',
    '/services': 'Services',
    '/projects': 'Projects',
    '/how-it-works': 'How It Works',
    '/client-solutions': 'Client Solutions',
    '/resources': 'Resources',
    '/resources/knowledge-center': 'Knowledge Center',
    '/resources/faqs': 'Frequently Asked Questions',
    '/resources/project-tracker': 'Client Project Tracker',
    '/contact': 'Contact Us',
    '/privacy-policy': 'Privacy Policy',
    '/terms-of-service': 'Terms of Service',
    '/sitemap': 'Sitemap',
  } satisfies Record<StaticPath, string>,
} as const
