// The six services: their cards (home, /services), their detail pages (/services/:id) and the copy
// of the /services page. website.md section 1 names six services; the issue gives each a page.
import type { ProjectType } from '@nirman/contract'
import {
  Building2,
  ClipboardCheck,
  Compass,
  HardHat,
  House,
  type LucideIcon,
  Sofa,
} from 'lucide-react'
import type { ServiceId } from './site-map'

/** A kind of work we have done, shown as a "related projects" card that opens the portfolio. */
export interface RelatedWork {
  title: string
  description: string
  projectType: ProjectType
}

export interface Service {
  id: ServiceId
  title: string
  icon: LucideIcon
  /** One sentence for cards and search results. */
  shortDescription: string
  /** The overview of the detail page, one string per paragraph. */
  fullDescription: readonly string[]
  features: readonly string[]
  benefits: readonly string[]
  imageUrl: string
  imageAlt: string
  relatedWork: readonly [RelatedWork, RelatedWork, RelatedWork]
}

export const services: Record<ServiceId, Service> = {
  residential: {
    id: 'residential',
    title: 'Residential Construction',
    icon: House,
    shortDescription:
      'Independent houses, duplexes and apartment buildings built on RCC frames, from foundation to handover.',
    fullDescription: [
      'Building a house is the largest investment most families in Bihar will make. We build independent houses, duplexes and small apartment buildings on reinforced cement concrete (RCC) frames, designed for seismic zone IV, which covers Patna and most of north Bihar.',
      'One team handles the whole job: soil testing, structural design, the map approval under the Bihar Building Bye-Laws, foundation, frame, brickwork, plumbing, wiring and finishing. You get a fixed scope, a written schedule and a site engineer who answers your calls.',
    ],
    features: [
      'Soil test and structural design by a registered engineer',
      'Earthquake-resistant RCC frame to IS 1893 and IS 13920 (zone IV)',
      'Building plan approval with the Patna Municipal Corporation or your local body',
      'Raised plinth and damp-proof course for flood-prone plots',
      'Monsoon waterproofing of roofs, terraces, bathrooms and water tanks',
      'Concealed wiring and plumbing with ISI-marked materials',
    ],
    benefits: [
      'A single point of contact from the first drawing to the keys',
      'Stage-wise payments tied to work you can see on site',
      'Weekly photo updates when you live outside Patna',
      'A one-year defect liability period after handover',
    ],
    imageUrl: '/images/services/residential.svg',
    imageAlt: 'Illustration of a two-storey family house with a terrace and a boundary wall',
    relatedWork: [
      {
        title: 'Independent houses',
        description: 'G+1 and G+2 family homes on plots of 1,000 to 3,000 sq ft.',
        projectType: 'residential',
      },
      {
        title: 'Apartment buildings',
        description: 'Small G+4 residential blocks with stilt parking and lifts.',
        projectType: 'residential',
      },
      {
        title: 'Extensions and new floors',
        description: 'An added storey on an existing house, after a check of its frame.',
        projectType: 'residential',
      },
    ],
  },
  commercial: {
    id: 'commercial',
    title: 'Commercial Construction',
    icon: Building2,
    shortDescription:
      'Shops, showrooms, offices, hotels and warehouses delivered on schedule, ready for business.',
    fullDescription: [
      'A commercial building earns money only once it opens. We plan every commercial project backwards from its opening date: approvals, long-lead items such as lifts and transformers, and the fit-out are scheduled before the first excavator arrives.',
      'We build showrooms on busy roads, office blocks, hotels, hospitals, schools and warehouses, with fire safety, parking and accessibility designed in from the start so that the occupancy certificate is not a surprise at the end.',
    ],
    features: [
      'Large-span RCC and steel structures for showrooms and halls',
      'Fire safety design with the Bihar Fire Services norms',
      'Parking, ramps and lifts planned with the approved map',
      'Electrical load planning, DG backup and transformer coordination',
      'Phased construction so part of a building can open early',
      'Occupancy certificate documentation at completion',
    ],
    benefits: [
      'A schedule built around your opening date',
      'Fewer change orders because services are coordinated on paper first',
      'Monthly cost reports against the approved budget',
      'Buildings designed for low running and maintenance costs',
    ],
    imageUrl: '/images/services/commercial.svg',
    imageAlt: 'Illustration of a glass-fronted commercial building with shops on the ground floor',
    relatedWork: [
      {
        title: 'Showrooms and shops',
        description: 'Ground-floor retail with column-free frontage and offices above.',
        projectType: 'commercial',
      },
      {
        title: 'Offices and hotels',
        description: 'Multi-storey blocks with lifts, fire exits and basement parking.',
        projectType: 'commercial',
      },
      {
        title: 'Schools and hospitals',
        description: 'Institutional buildings built to their own safety codes.',
        projectType: 'institutional',
      },
    ],
  },
  architectural: {
    id: 'architectural',
    title: 'Architectural Design & Planning',
    icon: Compass,
    shortDescription:
      'Floor plans, elevations and 3D views that fit your plot, your budget and the bye-laws.',
    fullDescription: [
      'Good design starts with the plot: its size, its facing, the road width in front of it and the setbacks the Bihar Building Bye-Laws require. Our architects turn those limits and your family’s needs into plans that use every square foot.',
      'We prepare the drawings the approving authority asks for and the working drawings our site teams build from, so what you approve on paper is what gets built. Vastu preferences are welcome and worked in with light and cross-ventilation in mind.',
    ],
    features: [
      'Site survey and plot analysis, including facing and setbacks',
      'Floor plans, elevations and sections for approval',
      '3D exterior views before you commit',
      'Vastu-aware layouts with natural light and cross-ventilation',
      'Structural, electrical and plumbing drawings that agree with each other',
      'Submission drawings for the Patna Municipal Corporation and other local bodies',
    ],
    benefits: [
      'See the finished house before construction begins',
      'Plans that pass approval the first time',
      'Accurate quantities, so the estimate holds',
      'Design and construction under one roof, with no blame between them',
    ],
    imageUrl: '/images/services/architectural.svg',
    imageAlt: 'Illustration of a floor plan on a drawing board with a set square and a pencil',
    relatedWork: [
      {
        title: 'Family home designs',
        description: 'Plans for narrow and irregular plots common in Patna.',
        projectType: 'residential',
      },
      {
        title: 'Commercial elevations',
        description: 'Street-facing facades that are easy to maintain.',
        projectType: 'commercial',
      },
      {
        title: 'Campus planning',
        description: 'Layouts for schools and training institutes.',
        projectType: 'institutional',
      },
    ],
  },
  interior: {
    id: 'interior',
    title: 'Interior Design & Turnkey Solutions',
    icon: Sofa,
    shortDescription:
      'Modular kitchens, wardrobes, false ceilings and lighting, designed and fitted as one turnkey job.',
    fullDescription: [
      'Interiors decide how a home feels every day. Our designers plan each room with you, then our own carpenters, electricians and painters build it, so one team answers for the result.',
      'Turnkey means you receive a finished, furnished space: modular kitchens, wardrobes, false ceilings, lighting, flooring, paint and fixtures, with materials chosen for a humid climate where plywood, laminates and paint have to resist damp.',
    ],
    features: [
      'Room-by-room design with 3D views',
      'Modular kitchens and wardrobes in moisture-resistant plywood',
      'Gypsum false ceilings with planned lighting',
      'Flooring, wall finishes and anti-fungal paints',
      'Bathroom fittings and waterproofing done right',
      'Turnkey handover of homes, offices and showrooms',
    ],
    benefits: [
      'One budget and one timeline for the whole interior',
      'Materials that hold up in the monsoon',
      'No coordination between separate contractors',
      'A space ready to move into on the agreed date',
    ],
    imageUrl: '/images/services/interior.svg',
    imageAlt: 'Illustration of a living room with a sofa, a pendant lamp and a window',
    relatedWork: [
      {
        title: 'Home interiors',
        description: 'Kitchens, bedrooms and living rooms finished for move-in.',
        projectType: 'residential',
      },
      {
        title: 'Office fit-outs',
        description: 'Workstations, cabins and meeting rooms with cabling.',
        projectType: 'commercial',
      },
      {
        title: 'Showroom interiors',
        description: 'Display lighting and fixtures that sell the product.',
        projectType: 'commercial',
      },
    ],
  },
  consultancy: {
    id: 'consultancy',
    title: 'Building Consultancy',
    icon: ClipboardCheck,
    shortDescription:
      'Independent advice on plots, structures, approvals and costs before you spend on construction.',
    fullDescription: [
      'Sometimes the most valuable thing we can give is an honest opinion. Our engineers inspect plots and existing buildings, check drawings and estimates, and tell you what they find in plain words.',
      'Typical questions we answer: Is this plot buildable, and what will the bye-laws allow on it? Can this house take another floor? Are these cracks structural? Is this contractor’s estimate reasonable? You receive a written report you can act on, whether or not we build for you.',
    ],
    features: [
      'Plot due diligence: buildable area, setbacks, road width, flood risk',
      'Structural assessment of existing buildings, with rebound hammer tests',
      'Review of drawings and estimates from other contractors',
      'Approval guidance for the Patna Municipal Corporation and other local bodies',
      'Quality audits at key stages of a project under construction',
      'Repair and retrofitting advice for damp, cracks and corrosion',
    ],
    benefits: [
      'Avoid costly mistakes before they are built in concrete',
      'A written report from qualified engineers',
      'Clear options with their costs, not sales talk',
      'Advice that stands on its own, whoever builds',
    ],
    imageUrl: '/images/services/consultancy.svg',
    imageAlt: 'Illustration of an engineer’s clipboard with a checklist beside a building',
    relatedWork: [
      {
        title: 'Plot assessments',
        description: 'Buildable area and risks checked before purchase.',
        projectType: 'residential',
      },
      {
        title: 'Structural audits',
        description: 'Older buildings checked before an extension or a sale.',
        projectType: 'commercial',
      },
      {
        title: 'Institutional reviews',
        description: 'Safety and condition surveys of schools and offices.',
        projectType: 'institutional',
      },
    ],
  },
  management: {
    id: 'management',
    title: 'Project Management',
    icon: HardHat,
    shortDescription:
      'Planning, procurement, site supervision and quality control for projects of every size.',
    fullDescription: [
      'Many projects go over time and budget not for lack of skill but for lack of coordination. Our project managers plan the work, buy the materials, line up the trades and check the quality, so each stage starts when the previous one is truly finished.',
      'We manage projects we build and projects where you have your own contractors. Either way you receive a schedule, a budget and a regular report that shows progress, spending and decisions waiting for you.',
    ],
    features: [
      'Detailed schedule with milestones and a critical path',
      'Material procurement at bulk rates, with quality checks on delivery',
      'Daily site supervision by a qualified engineer',
      'Cube tests of concrete and checks of steel before each pour',
      'Monthly cost and progress reports',
      'Safety on site: helmets, scaffolding and barricading',
    ],
    benefits: [
      'Projects that finish on time and on budget',
      'Lower material costs through planned buying',
      'Quality recorded at every stage, not argued at the end',
      'More of your time back',
    ],
    imageUrl: '/images/services/management.svg',
    imageAlt: 'Illustration of a building under construction with a crane and a schedule chart',
    relatedWork: [
      {
        title: 'Residential developments',
        description: 'Coordinated delivery of multi-unit housing.',
        projectType: 'residential',
      },
      {
        title: 'Commercial builds',
        description: 'Offices and retail delivered against an opening date.',
        projectType: 'commercial',
      },
      {
        title: 'Public and institutional work',
        description: 'Schools and offices with documented quality control.',
        projectType: 'institutional',
      },
    ],
  },
}

/** The services in the order of the marketing copy (website.md section 1). */
export const serviceList: readonly Service[] = [
  services.residential,
  services.commercial,
  services.architectural,
  services.interior,
  services.consultancy,
  services.management,
]

export const servicesPageCopy = {
  meta: {
    title: 'Our Construction Services',
    description:
      'Residential and commercial construction, architectural design, interiors, consultancy and project management in Patna and across Bihar.',
  },
  hero: {
    eyebrow: 'Our Services',
    title: 'Construction Services from Plan to Handover',
    subtitle:
      'Six services, one accountable team: design, approvals, construction and interiors for homes and businesses across East and North India.',
  },
  grid: {
    title: 'What We Do',
    description: 'Choose a service to see what it includes and how it helps your project.',
    linkLabel: 'Learn more',
  },
  approach: {
    title: 'Our Approach',
    description: 'Every project, large or small, follows the same disciplined path.',
    steps: [
      {
        title: 'Listen first',
        text: 'We visit your plot, understand your needs and budget, and tell you honestly what is possible.',
      },
      {
        title: 'Plan on paper',
        text: 'Drawings, quantities and a schedule are agreed before work starts, so surprises stay small.',
      },
      {
        title: 'Build with checks',
        text: 'A site engineer supervises every day; concrete, steel and waterproofing are tested at each stage.',
      },
      {
        title: 'Hand over and stand by',
        text: 'You receive the keys, the drawings and the warranties, and we stay available after handover.',
      },
    ],
  },
  cta: {
    title: 'Not Sure Which Service You Need?',
    text: 'Tell us about your plot and your plans. We will suggest the right mix of services and send a free estimate.',
    primary: { label: 'Get a Free Quote', to: '/contact' },
    secondary: { label: 'See How It Works', to: '/how-it-works' },
  },
} as const

export const serviceDetailCopy = {
  breadcrumbHome: 'Home',
  breadcrumbServices: 'Services',
  overviewTitle: 'Overview',
  featuresTitle: 'Key Features',
  benefitsTitle: 'Benefits',
  relatedTitle: 'Related Projects',
  relatedDescription: 'Examples of the work this service covers. Open one to browse our portfolio.',
  relatedLinkLabel: 'View projects',
  projectTypeLabels: {
    residential: 'Residential',
    commercial: 'Commercial',
    institutional: 'Institutional',
  } satisfies Record<ProjectType, string>,
  sidebarLabel: 'Quote and contact',
  quoteBox: {
    title: 'Get a Quote',
    text: 'Tell us about your plot and your plans: we reply with a free, no-obligation estimate.',
    label: 'Request a Free Quote',
    to: '/contact',
  },
  otherServicesTitle: 'Other Services',
  contactTitle: 'Contact Us',
  notFound: {
    title: 'Service Not Found',
    text: 'We could not find the service you were looking for. It may have moved, or the address may be mistyped.',
    linkLabel: 'Back to Services',
    metaDescription:
      'The service you were looking for could not be found. Browse the construction services of Nirman Constructions in Patna.',
  },
} as const
