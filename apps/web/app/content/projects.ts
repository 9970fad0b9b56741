// The copy of the projects pages: the home page's featured projects, the portfolio (/projects) and
// a project's page (/projects/:id). The projects themselves come from the API.
import type { ProjectType } from '@nirman/contract'
import type { Testimonial } from './testimonials'

/** The project types of the API, in the order of the filter (the contract's list holds zod). */
export const projectTypeOrder = [
  'residential',
  'commercial',
  'institutional',
] as const satisfies readonly ProjectType[]

/** The category filter: every project, or one type. */
export type ProjectFilter = 'all' | ProjectType

export const projectTypeLabels: Record<ProjectType, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  institutional: 'Institutional',
}

export const projectFilterLabels: Record<ProjectFilter, string> = {
  all: 'All',
  ...projectTypeLabels,
}

/** The states of every list of projects (website.md sections 2 and 8). */
export const projectListMessages = {
  loading: 'Loading projects',
  error: 'Error loading projects. Please try again later.',
  empty: 'No projects found in this category.',
  filterLabel: 'Filter projects by category',
  viewProject: 'View Project',
  completedIn: 'Completed',
} as const

export const featuredProjectsCopy = {
  eyebrow: 'Our Work',
  title: 'Featured Projects',
  intro:
    'Homes, commercial buildings and institutions we have built across Patna and Bihar. Choose a category to see the work closest to yours.',
  viewAll: 'View All Projects',
} as const

export interface ProjectCategory {
  type: ProjectType
  title: string
  description: string
  action: string
}

export const portfolioCopy = {
  metaTitle: 'Our Projects',
  metaDescription:
    'Homes, commercial buildings, schools and health centres built by Nirman Constructions in Patna, Danapur, Muzaffarpur, Gaya and across Bihar.',
  eyebrow: 'Our Portfolio',
  title: 'Our Projects',
  intro:
    'Over 150 projects since 2011: family homes, shops and offices, warehouses, schools and health centres, each built to last in the climate and soil of Bihar.',
  categoriesTitle: 'Browse by Category',
  categoriesIntro: 'Choose the kind of building you have in mind to see what we have done.',
  listTitle: 'Project Portfolio',
  testimonialsTitle: 'What Our Clients Say',
  cta: {
    title: 'Planning a project of your own?',
    text: 'Tell us about your plot and what you want to build. We reply within 24-48 business hours with a free estimate.',
    primary: { label: 'Get a Free Quote', to: '/contact' },
    secondary: { label: 'See How We Work', to: '/how-it-works' },
  },
  categories: [
    {
      type: 'residential',
      title: 'Residential',
      description: 'Family homes, duplexes and villas, from the foundation to the finishing.',
      action: 'Show residential projects',
    },
    {
      type: 'commercial',
      title: 'Commercial',
      description: 'Office buildings, showrooms, warehouses and banquet halls.',
      action: 'Show commercial projects',
    },
    {
      type: 'institutional',
      title: 'Institutional',
      description: 'Schools, hostels, health centres and community buildings.',
      action: 'Show institutional projects',
    },
  ] satisfies ProjectCategory[],
  testimonials: [
    {
      quote:
        'We wanted a house that stays cool in May and dry in August. They suggested fly-ash brick walls, deep sunshades and a raised plinth, explained what each would cost, and the house has done exactly that for two summers now.',
      name: 'Meera Singh', // PLACEHOLDER
      detail: 'Homeowner, Hajipur',
      project: 'Courtyard villa',
    },
    {
      quote:
        'Our new classrooms had to be ready before the session began in April. The work was planned around the school calendar, the site was fenced off from the children, and every floor has a ramp and an accessible toilet.',
      name: 'Dr. Arvind Mishra', // PLACEHOLDER
      detail: 'Chairman, school trust, Bihta',
      project: 'Three-storey academic block',
    },
  ] satisfies [Testimonial, Testimonial],
} as const

/** A project's page; the project itself comes from the API. */
export const projectDetailCopy = {
  metaTitle: 'Project',
  metaDescription:
    'A project built by Nirman Constructions in Bihar: what we built, when we finished it and what makes it work for the people who use it.',
  loading: 'Loading project details...',
  notFoundTitle: 'Project Not Found',
  notFoundText:
    'We could not find this project. It may have been removed, or the address is wrong.',
  /** Under the same title when the API could not be reached (website.md: 'Project Not Found'). */
  loadFailedText:
    'We could not load this project just now: the connection or our server did not answer. Please try again in a moment.',
  retry: 'Try Again',
  backToProjects: 'Back to Projects',
  breadcrumbHome: 'Home',
  breadcrumbProjects: 'Projects',
  overviewTitle: 'Project Overview',
  completedLabel: 'Completed',
  highlightsTitle: 'Project Highlights',
  highlights: [
    'Structural design checked for Bihar’s seismic zone and soil conditions',
    'Quality-tested materials from approved suppliers',
    'A dedicated site engineer and weekly progress reports',
    'Handed over with drawings, warranties and a maintenance guide',
  ],
  galleryTitle: 'Project Gallery',
  gallery: [
    {
      src: '/images/projects/stage-foundation.svg',
      alt: 'Foundation stage: footings and plinth beams being cast',
    },
    {
      src: '/images/projects/stage-structure.svg',
      alt: 'Structure stage: RCC columns, beams and slabs rising floor by floor',
    },
    {
      src: '/images/projects/stage-finishing.svg',
      alt: 'Finishing stage: plaster, paint, windows and fittings',
    },
  ],
  testimonialTitle: 'Client Feedback',
  testimonial: {
    quote:
      'From the first drawings to the handover, the team explained every decision and every bill. The quality shows in the details, and they still answer our calls long after the handover.',
    name: 'Neha Gupta', // PLACEHOLDER
    detail: 'Client, Patna',
    project: 'Family home',
  } satisfies Testimonial,
  infoTitle: 'Project Information',
  infoType: 'Project Type',
  infoCompleted: 'Completion',
  infoLocation: 'Location',
  infoLocationValue: 'East India',
  infoServices: 'Services',
  infoServicesValue: 'Construction and Design',
  ctaTitle: 'Want something similar?',
  ctaText: 'Tell us about your plot and your plans; we reply within 24-48 business hours.',
  ctaButton: 'Get a Free Quote',
  similarTitle: 'Similar Projects',
} as const

/**
 * The photos of a project's page (issue 13): its gallery, before/after pairs and floor plans, and
 * the larger view of a photo. The photos and their captions come from the API.
 */
export const projectPhotosCopy = {
  beforeAfterTitle: 'Before and After',
  before: 'Before',
  after: 'After',
  floorPlansTitle: 'Floor Plans',
  /** Read after a photo's caption on the button that opens it larger. */
  viewLarger: 'View larger',
  previous: 'Previous photo',
  next: 'Next photo',
  close: 'Close',
  /** The larger view's title for a photo without a caption, and its place among the photos. */
  photoPosition: (n: number, total: number) => `Photo ${n} of ${total}`,
} as const
