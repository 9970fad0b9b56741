// The four-step construction process: the home page timeline (#process) and /how-it-works.
import { ClipboardList, type LucideIcon, MessagesSquare, PencilRuler, Trophy } from 'lucide-react'

export interface ProcessStep {
  /** 1 to 4, as the visitor reads it. */
  number: number
  title: string
  icon: LucideIcon
  /** One or two sentences for the home page timeline. */
  summary: string
  duration: string
  whatWeDo: readonly string[]
  whatYouGet: readonly string[]
}

export const processSteps: readonly [ProcessStep, ProcessStep, ProcessStep, ProcessStep] = [
  {
    number: 1,
    title: 'Consultation & Site Visit',
    icon: MessagesSquare,
    summary:
      'We meet you, visit the plot and listen to what you need, what you can spend and when you want to move in.',
    duration: '1-2 weeks',
    whatWeDo: [
      'Meet you at our office or on your plot, free of charge',
      'Check the plot: size, facing, road width, soil and drainage',
      'Explain what the Bihar Building Bye-Laws allow on it',
      'Give a first budget range based on current material rates',
    ],
    whatYouGet: [
      'A clear view of what can be built on your plot',
      'A first cost range for your budget planning',
      'Honest advice, with no obligation to continue',
    ],
  },
  {
    number: 2,
    title: 'Design & Planning',
    icon: PencilRuler,
    summary:
      'Our architects and engineers draw the plans, prepare the estimate and file for approval with the local authority.',
    duration: '3-6 weeks',
    whatWeDo: [
      'Draw floor plans, elevations and 3D views, revised with you',
      'Design the earthquake-resistant structure for seismic zone IV',
      'Prepare a detailed bill of quantities and a fixed quotation',
      'Submit the building plan for approval and follow it up',
    ],
    whatYouGet: [
      'Approved drawings and a 3D view of the finished building',
      'An itemised quotation and a stage-wise payment schedule',
      'A written construction schedule with milestones',
    ],
  },
  {
    number: 3,
    title: 'Construction',
    icon: ClipboardList,
    summary:
      'Our site team builds to the approved drawings, with daily supervision, material tests and regular updates.',
    duration: '6-12 months for a home',
    whatWeDo: [
      'Excavate, lay the foundation and raise the RCC frame',
      'Test concrete cubes and check steel before every pour',
      'Complete brickwork, plumbing, wiring and waterproofing',
      'Finish floors, walls, doors and windows',
    ],
    whatYouGet: [
      'A named site engineer who answers your calls',
      'Weekly photo updates and a monthly progress report',
      'Payments due only when each stage is complete',
    ],
  },
  {
    number: 4,
    title: 'Handover & After-Care',
    icon: Trophy,
    summary:
      'We inspect the work with you, fix anything on the snag list and hand over the keys with every document.',
    duration: '1-2 weeks, then one year of support',
    whatWeDo: [
      'Walk through the building with you and note every snag',
      'Fix the snag list before handover',
      'Help with the completion and occupancy paperwork',
      'Return during the defect liability period when needed',
    ],
    whatYouGet: [
      'The keys to a finished, clean building',
      'As-built drawings, test reports and warranties',
      'One year of defect liability after handover',
    ],
  },
]

export interface Faq {
  question: string
  answer: string
}

export const howItWorksCopy = {
  meta: {
    title: 'How It Works',
    description:
      'Our four-step construction process in Patna: consultation, design and approvals, construction, and handover, with what we do and what you get.',
  },
  hero: {
    eyebrow: 'How It Works',
    title: 'From First Meeting to Moving In',
    subtitle:
      'Building is simpler when you know what happens next. Here are the four steps every Nirman project follows.',
    imageUrl: '/images/process/plan-to-keys.svg',
    imageAlt: 'Illustration of a rolled plan, a helmet and a house key along a path',
  },
  stepsTitle: 'Our Four-Step Process',
  stepsDescription:
    'Each step ends with something you can see and approve before the next one begins.',
  stepLabel: 'Step',
  durationLabel: 'Typical duration',
  whatWeDoTitle: 'What we do',
  whatYouGetTitle: 'What you get',
  faqTitle: 'Frequently Asked Questions',
  faqs: [
    {
      question: 'How long does construction take?',
      answer:
        'A residential project typically takes 6-12 months and a commercial project 12-24 months from the start of work on site. The time depends on the size of the building, the approvals and the season: concrete work slows during the heaviest monsoon weeks, and we plan around them.',
    },
    {
      question: 'Do you handle building plan approvals?',
      answer:
        'Yes. We prepare the drawings the Patna Municipal Corporation or your local body requires, submit them and follow the file until the approval is issued. The approval fees are paid by you at the government rates, and we tell you the amount in advance.',
    },
    {
      question: 'How are payments made?',
      answer:
        'You pay in stages that follow the work on site: for example on completion of the foundation, each floor slab, brickwork and finishing. Each payment is due only when the stage is complete and you have seen it, in person or through our photo updates.',
    },
    {
      question: 'Can I change the design after construction starts?',
      answer:
        'Small changes are usually possible, such as moving a door or changing tiles. Structural changes after the frame is cast are costly and may need a revised approval, so we encourage you to settle the layout during the design step. Any change is priced and agreed in writing before we make it.',
    },
  ] satisfies readonly Faq[],
  cta: {
    title: 'Ready to Take the First Step?',
    text: 'Book a free consultation. We will visit your plot and give you a first budget range, with no obligation.',
    primary: { label: 'Book a Free Consultation', to: '/contact' },
    secondary: { label: 'View Our Projects', to: '/projects' },
  },
} as const
