// Solutions for the three client segments: the home page teaser and /client-solutions
// (website.md section 2, "/client-solutions").
import {
  Building2,
  HeartHandshake,
  House,
  type LucideIcon,
  MessagesSquare,
  ShieldCheck,
  Store,
  Trophy,
} from 'lucide-react'
import type { CalculatorSlug, SolutionId } from './site-map'

export interface Solution {
  id: SolutionId
  title: string
  icon: LucideIcon
  /** One or two sentences for the summary cards. */
  summary: string
  description: string
  benefits: readonly string[]
  approach: readonly string[]
  imageUrl: string
  imageAlt: string
  /** The planning tools that help this kind of client most. */
  calculators: readonly CalculatorSlug[]
}

export const solutions: Record<SolutionId, Solution> = {
  homeowners: {
    id: 'homeowners',
    title: 'For Homeowners',
    icon: House,
    summary:
      'Your family home, designed around how you live and built to last, with a fixed price and a clear schedule.',
    description:
      'Whether you are building on an ancestral plot in Danapur or a new plot on the edge of Patna, we guide you through every decision: the plan, the approvals, the materials and the budget. You deal with one team, and you always know what is happening on your site.',
    benefits: [
      'A home designed for your family, your plot and your budget',
      'A fixed quotation with stage-wise payments',
      'Earthquake-resistant structure and monsoon waterproofing as standard',
      'Weekly photo updates, useful when you live outside Bihar',
    ],
    approach: [
      'Free plot visit and first budget range',
      'Plans and 3D views revised until you are happy',
      'Approval filed and followed up on your behalf',
      'A named site engineer from foundation to handover',
    ],
    imageUrl: '/images/solutions/homeowners.svg',
    imageAlt: 'Illustration of a family home with a garden and a gate',
    calculators: ['cost-estimator', 'loan-calculator'],
  },
  developers: {
    id: 'developers',
    title: 'For Real Estate Developers',
    icon: Building2,
    summary:
      'A construction partner for apartment and plotted developments who delivers to your launch schedule and your margins.',
    description:
      'Developers need predictable costs, dependable timelines and buildings that sell. We work as your construction partner from feasibility to possession: value-engineered design, bulk procurement, and documented quality that stands up to buyers and to RERA Bihar.',
    benefits: [
      'Feasibility and cost planning before land is committed',
      'Value engineering that protects margins without cutting quality',
      'Phased delivery matched to your sales plan',
      'Quality records ready for buyers, banks and RERA Bihar',
    ],
    approach: [
      'Feasibility study with buildable area and cost per square foot',
      'Standardised designs and bulk purchase of materials',
      'Monthly progress and cost reports against the plan',
      'Snagging and handover support for every unit',
    ],
    imageUrl: '/images/solutions/developers.svg',
    imageAlt: 'Illustration of two apartment towers under construction with a tower crane',
    calculators: ['materials-calculator', 'cost-estimator'],
  },
  commercial: {
    id: 'commercial',
    title: 'For Commercial Clients',
    icon: Store,
    summary:
      'Shops, offices, restaurants, schools and clinics built or fitted out quickly, so your business opens on time.',
    description:
      'Every week of delay is a week without revenue. We plan commercial work around your opening date, coordinate electrical loads, air conditioning, fire safety and signage early, and can work in phases so that part of your premises keeps running.',
    benefits: [
      'A schedule built around your opening date',
      'Fire safety, electrical and HVAC coordinated from the start',
      'Fit-outs that reflect your brand',
      'Work in phases or after hours to keep your business open',
    ],
    approach: [
      'Requirement study of operations, footfall and equipment',
      'Design with services drawings coordinated up front',
      'Fast-track construction and fit-out with parallel trades',
      'Handover with the documents needed for licences',
    ],
    imageUrl: '/images/solutions/commercial.svg',
    imageAlt: 'Illustration of a shopfront with an awning and an office building behind it',
    calculators: ['hvac-calculator', 'electrical-calculator'],
  },
}

export const solutionList: readonly Solution[] = [
  solutions.homeowners,
  solutions.developers,
  solutions.commercial,
]

export interface WhyChooseItem {
  title: string
  text: string
  icon: LucideIcon
}

export const clientSolutionsCopy = {
  meta: {
    title: 'Client Solutions',
    description:
      'Construction solutions tailored to homeowners, real estate developers and commercial clients in Patna and across East and North India.',
  },
  hero: {
    eyebrow: 'Client Solutions',
    title: 'Solutions Tailored to You',
    subtitle:
      'Homeowners, developers and businesses need different things from a builder. We shape our service around yours.',
  },
  intro: {
    title: 'Our Client-Focused Approach',
    text: 'For more than 12 years we have learned that no two clients want the same thing. A family wants a home it can trust for generations; a developer wants predictable costs and timelines; a business wants to open on time. Choose your situation to see how we work for you.',
  },
  learnMore: 'Learn More',
  badge: 'Tailored Solution',
  benefitsTitle: 'Key Benefits',
  approachTitle: 'Our Approach',
  toolsTitle: 'Helpful planning tools',
  storiesTitle: 'Client Success Stories',
  storiesDescription: 'What clients like you say about working with us.',
  whyTitle: 'Why Choose Nirman Constructions',
  why: [
    {
      title: 'Client-Centric',
      text: 'Your needs, budget and schedule shape every decision we make on your project.',
      icon: HeartHandshake,
    },
    {
      title: 'Industry Expertise',
      text: '12+ years and 150+ projects across Bihar have taught us what works on local soil and in local weather.',
      icon: Trophy,
    },
    {
      title: 'Transparent Communication',
      text: 'Itemised quotations, regular updates and a named engineer you can call at any time.',
      icon: MessagesSquare,
    },
    {
      title: 'Quality Assurance',
      text: 'Tested materials, supervised work and a one-year defect liability period after handover.',
      icon: ShieldCheck,
    },
  ] satisfies readonly WhyChooseItem[],
  cta: {
    title: 'Let’s Talk About Your Project',
    text: 'Tell us what you are planning. We will suggest the right approach and send a free estimate.',
    primary: { label: 'Get a Free Consultation', to: '/contact' },
    secondary: { label: 'View Our Projects', to: '/projects' },
  },
} as const

/** The home page's "tailored solutions" section. */
export const solutionsTeaserCopy = {
  title: 'Tailored Solutions for Every Client',
  description:
    'Homeowners, developers and businesses each get a way of working designed for their goals.',
  linkLabel: 'Learn More',
} as const
