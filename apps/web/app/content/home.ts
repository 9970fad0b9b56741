// The copy of the home page's first screen (website.md section 2, "Home"): its meta, the hero and
// the numbers under it. The sections below it have theirs in home-sections.ts, fetched with their
// code; services, process steps, solutions, testimonials and tools have their own modules.

export interface Stat {
  value: string
  label: string
}
/** The four statistics of the band under the hero (fixed copy, website.md section 1). */
export const homeStats: readonly [Stat, Stat, Stat, Stat] = [
  { value: '12+', label: 'Years of Experience' },
  { value: '150+', label: 'Projects Completed' },
  { value: '100+', label: 'Happy Clients' },
  { value: '50+', label: 'Team Members' },
]

export const homeCopy = {
  meta: {
    title: 'Construction Company in Patna, Bihar',
    description:
      'Nirman Constructions builds homes, commercial buildings and interiors in Patna, Danapur, Muzaffarpur and Gaya. 150+ projects since 2011. Get a free quote.',
  },
  hero: {
    eyebrow: 'Building Bihar since 2011',
    title: 'Building Your Dreams with Quality & Trust',
    subtitle:
      'A leading company in infrastructure development, we design and build homes, commercial buildings and institutions across East and North India.',
    points: [
      'Free site visit and estimate',
      'Earthquake-resistant RCC construction',
      'Fixed, itemised quotations',
    ],
    primary: { label: 'Explore Our Services', href: '#services' },
    secondary: { label: 'View Projects', href: '#projects' },
    imageUrl: '/images/hero/patna-skyline.svg',
    imageAlt: 'Illustration of new buildings rising along the Ganga in Patna',
  },
  statsTitle: 'Nirman Constructions in numbers',
} as const
