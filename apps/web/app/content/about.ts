// The copy of /about (website.md section 2): story and mission, four core values, service regions,
// achievements and the calls to action.
import { Award, Leaf, Lightbulb, type LucideIcon, Scale } from 'lucide-react'
import type { Stat } from './home'

export interface CoreValue {
  title: 'Integrity' | 'Excellence' | 'Innovation' | 'Sustainability'
  text: string
  icon: LucideIcon
}

export interface Region {
  name: string
  text: string
}

export const aboutCopy = {
  meta: {
    title: 'About Us',
    description:
      'Founded in 2011 in Patna, Nirman Constructions has completed 150+ projects for 100+ clients across Bihar. Our story, values and service regions.',
  },
  hero: {
    eyebrow: 'About Us',
    title: 'Building Bihar Since 2011',
    subtitle:
      'A leading company in infrastructure development, serving families, developers and businesses across East and North India.',
  },
  story: {
    title: 'Our Story',
    paragraphs: [
      'Nirman Constructions was founded in Patna in 2011 by a small group of civil engineers who believed that building a house in Bihar should not mean endless delays, surprise bills and cracks after the first monsoon.',
      'We began with independent houses in Danapur and Patna. Word of mouth brought larger work: apartment buildings, showrooms, schools and offices. Today a team of 50+ engineers, architects, supervisors and craftsmen has completed 150+ projects for more than 100 clients.',
      'What has not changed is how we work: an honest estimate, a written schedule, tested materials and a site engineer who answers the phone.',
    ],
    imageUrl: '/images/about/our-story.svg',
    imageAlt: 'Illustration of engineers reviewing a building plan in front of a finished house',
  },
  mission: {
    title: 'Our Mission',
    text: 'To build safe, durable and beautiful buildings for the people of East and North India, on time and on budget, and to make the experience of building as clear and stress-free as the result.',
  },
  valuesTitle: 'Our Core Values',
  valuesDescription: 'Four principles guide every project, from a single room to a campus.',
  values: [
    {
      title: 'Integrity',
      text: 'Honest estimates, itemised bills and straight answers, even when the answer is not what you hoped to hear.',
      icon: Scale,
    },
    {
      title: 'Excellence',
      text: 'Tested materials, supervised workmanship and attention to the details that decide how long a building lasts.',
      icon: Award,
    },
    {
      title: 'Innovation',
      text: '3D design, modern formwork and careful planning that save time on site without cutting corners.',
      icon: Lightbulb,
    },
    {
      title: 'Sustainability',
      text: 'Designs that use daylight and cross-ventilation, rainwater harvesting and materials chosen to last.',
      icon: Leaf,
    },
  ] satisfies readonly CoreValue[],
  regionsTitle: 'Where We Work',
  regionsDescription:
    'From our office in Danapur, Patna, we serve clients across East and North India, with most of our work in these cities:',
  regions: [
    { name: 'Patna', text: 'Homes, apartments and commercial buildings across the capital.' },
    { name: 'Danapur', text: 'Our home base, where we built our first houses in 2011.' },
    { name: 'Muzaffarpur', text: 'Family homes, extensions and shops in north Bihar.' },
    { name: 'Gaya', text: 'Residential and institutional projects in south Bihar.' },
  ] satisfies readonly Region[],
  regionsNote:
    'Building elsewhere in Bihar or a neighbouring state? Ask us: we regularly take on projects beyond these cities.',
  achievementsTitle: 'Our Achievements',
  achievementsDescription: 'Numbers we are proud of, earned one project at a time.',
  achievements: [
    { value: '12+', label: 'Years of Experience' },
    { value: '150+', label: 'Projects Completed' },
    { value: '100+', label: 'Happy Clients' },
    { value: '50+', label: 'Team Members' },
    { value: '5', label: 'Industry Awards' },
  ] satisfies readonly Stat[],
  cta: {
    title: 'See What We Have Built',
    text: 'Browse our completed projects, or tell us about yours and get a free estimate.',
    primary: { label: 'View Our Projects', to: '/projects' },
    secondary: { label: 'Contact Us', to: '/contact' },
  },
} as const
