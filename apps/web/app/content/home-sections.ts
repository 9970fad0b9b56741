// The copy of the home page's sections below the first screen (website.md section 2, "Home"),
// and "why choose us" (also on /services). Apart from home.ts so that it travels with the code of
// those sections, which is fetched when they near the screen, not with the first load.
import {
  BadgeIndianRupee,
  CalendarCheck,
  HardHat,
  type LucideIcon,
  ShieldCheck,
  Users,
} from 'lucide-react'
import { type ArticleId, articleIds } from './site-map'

export interface Reason {
  title: string
  text: string
  icon: LucideIcon
}

/** "Why choose us": the home page and /services. */
export const whyChooseUs = {
  title: 'Why Choose Nirman Constructions',
  description:
    'A leading company in infrastructure development in Bihar, trusted by families and businesses since 2011.',
  reasons: [
    {
      title: 'Built for Bihar',
      text: 'Earthquake-resistant design for seismic zone IV, raised plinths and monsoon waterproofing as standard.',
      icon: ShieldCheck,
    },
    {
      title: 'Transparent Pricing',
      text: 'Itemised quotations, stage-wise payments and no hidden costs: the final bill matches the agreement.',
      icon: BadgeIndianRupee,
    },
    {
      title: 'On-Time Delivery',
      text: 'A written schedule with milestones, and weekly updates so you always know where your project stands.',
      icon: CalendarCheck,
    },
    {
      title: 'Experienced Team',
      text: '50+ engineers, architects, supervisors and craftsmen, with 12+ years of building experience.',
      icon: Users,
    },
    {
      title: 'Quality You Can Check',
      text: 'ISI-marked materials, concrete cube tests and daily supervision by a qualified site engineer.',
      icon: HardHat,
    },
  ] satisfies readonly Reason[],
} as const

/** The knowledge-center articles the home page teases: the first three of site-map.ts. */
export const teasedArticleIds: readonly ArticleId[] = articleIds.slice(0, 3)

export const homeSectionsCopy = {
  servicesSection: {
    title: 'Our Services',
    description:
      'From the first drawing to the last coat of paint, one team takes care of your project.',
    linkLabel: 'Learn more',
    allLabel: 'View All Services',
    allTo: '/services',
  },
  processSection: {
    title: 'Our Construction Process',
    description: 'Four clear steps, each ending with something you can see and approve.',
    stepLabel: 'Step',
    linkLabel: 'See the full process',
    linkTo: '/how-it-works',
  },
  contactSection: {
    title: 'Request a Free Quote',
    description:
      'Tell us about your plot and your project. Our team replies within 24-48 business hours with next steps and a free estimate.',
    phoneTitle: 'Call us',
    emailTitle: 'Write to us',
    hoursTitle: 'Office hours',
    addressTitle: 'Visit our office',
  },
  cta: {
    title: 'Ready to Build Your Dream Project?',
    text: 'Join 100+ happy clients across Bihar. Get a free consultation and estimate from our team today.',
    primary: { label: 'Get a Free Quote', to: '/contact' },
    secondary: { label: 'View Our Projects', to: '/projects' },
  },
} as const
