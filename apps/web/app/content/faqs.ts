// Frequently asked questions: the full list of /resources/faqs, grouped by topic, and the four
// the resources page shows (website.md section 2, "FAQs block with four static Q&As").
import { defaultCostEstimateRates } from '@nirman/calc-engine/cost-estimate'
import { defaultCompany } from './company'

/**
 * The calculators' building rate for a house (standard finish, Patna), as the FAQ quotes it
 * ("1,500"): the cost estimator and the FAQ say the same figure.
 */
export const standardRatePerSqFt =
  defaultCostEstimateRates.ratePerSqFt.residential.toLocaleString('en-IN')

export interface Faq {
  question: string
  answer: string
}

/**
 * A question whose answer names the company's phone number: `phone` is the first one the owner
 * gave, or none (the answer then points to the quote form instead).
 */
export interface FaqNamingPhone {
  question: string
  answer: (phone: string | undefined) => string
}

export interface FaqGroup {
  /** For the in-page anchor of the group, e.g. "costs". */
  id: string
  title: string
  faqs: readonly Faq[]
}

export const faqGroups: readonly FaqGroup[] = [
  {
    id: 'costs',
    title: 'Costs and Payments',
    faqs: [
      {
        question: 'How much does it cost to build a house in Patna?',
        answer: `For a contractor-built house with structure and finishes, expect roughly ₹${standardRatePerSqFt} to ₹1,900 per sq ft of built-up area for a standard finish, ₹1,900 to ₹2,500 for a premium finish and more for luxury finishes, excluding the land, approvals and furniture. Material prices change every season, so we give you an itemised quotation after a site visit.`,
      },
      {
        question: 'Is the quotation really free?',
        answer: `Yes. The site visit, the first discussion and an estimate are free and without obligation. Send us your details through the quote form and we reply within ${defaultCompany.responseTime}.`,
      },
      {
        question: 'How are payments made during construction?',
        answer:
          'Payments are linked to completed stages written into the contract, such as the plinth, each roof slab, brickwork, plaster and finishing, never to dates alone. If you have a home loan, we align the stages with your bank’s disbursements.',
      },
      {
        question: 'Can the price change after we sign the contract?',
        answer:
          'The contract fixes the price for the drawings and specifications agreed. It changes only if you ask for changes, which we price in writing before doing the work, or under an escalation clause for sharp material price rises if the contract has one.',
      },
    ],
  },
  {
    id: 'process',
    title: 'Process and Timelines',
    faqs: [
      {
        question: 'How long does it take to build a house?',
        answer:
          'Typically 6-12 months for a residential project after the building permit, depending on size, design and the weather. Commercial projects usually take 12-24 months. We give you a written schedule with milestones before work starts.',
      },
      {
        question: 'Do you provide the design as well as the construction?',
        answer:
          'Yes. Our architects and structural engineers prepare the plans, 3D views and structural drawings, and the same team builds them, so you have one point of responsibility. We also build from drawings made by your own architect.',
      },
      {
        question: 'How will I know how my project is progressing?',
        answer:
          'Every project has a project manager who sends weekly photo updates and reports on milestones and payments, and you are welcome to visit the site at any time. Clients under contract also get access to our online project tracker.',
      },
      {
        question: 'Do you work outside Patna?',
        answer:
          'Yes. Besides Patna and Danapur, we build across Bihar, including Muzaffarpur, Gaya, Hajipur, Nalanda and Bhojpur, and take on selected projects in neighbouring states.',
      },
    ],
  },
  {
    id: 'approvals',
    title: 'Approvals and Documents',
    faqs: [
      {
        question: 'Do I need an approved building plan?',
        answer:
          'Yes. New buildings, extensions and extra floors in Patna need an approved building plan under the Bihar Building Bye-Laws before work begins. Banks also ask for it before releasing a construction loan.',
      },
      {
        question: 'Can you handle the building plan approval for me?',
        answer:
          'Yes. For our design-and-build clients we prepare the drawings to the bye-laws, collect the documents with you, submit the application and follow it up. Rules and fees change, so we confirm the current requirements for your plot.',
      },
      {
        question: 'What documents do I need to start?',
        answer:
          'Usually the registered sale deed, the mutation (dakhil-kharij) record and a recent land rent receipt, your identity proof, and a survey of the plot. If you plan a loan, your bank will ask for income documents and the approved plan as well.',
      },
    ],
  },
  {
    id: 'after-handover',
    title: 'After Handover',
    faqs: [
      {
        question: 'Is there a warranty on the work?',
        answer:
          'Yes. The contract includes a defect liability period, usually 12 months from handover, during which we repair defects in our work at our cost. Manufacturers’ warranties on fittings and equipment are handed over to you.',
      },
      {
        question: 'What do I receive at handover?',
        answer:
          'The keys, the as-built drawings showing where pipes and wiring run, concrete test reports, warranty cards and a maintenance guide, and help with the completion certificate and permanent connections.',
      },
      {
        question: 'Do you help with maintenance and repairs later?',
        answer:
          'Yes. We inspect roofs and waterproofing before the monsoon on request, and take on repairs, renovations and extensions for homes we built and for other buildings.',
      },
    ],
  },
]

/** The four questions of the FAQs block on /resources. */
export const resourcesFaqs: readonly [Faq, Faq, Faq, FaqNamingPhone] = [
  {
    question: 'Are the calculators free to use?',
    answer:
      'Yes. All thirteen calculators are free and run entirely in your browser: nothing you type is sent to us unless you choose to send an estimate with a quote request.',
  },
  {
    question: 'How accurate are the calculator results?',
    answer:
      'They are planning estimates based on typical rates and standard formulas. Actual quantities and costs depend on your design, site conditions and current prices, so use them to plan and ask us for a detailed quotation.',
  },
  {
    question: 'How long does it take to build a house?',
    answer:
      'Typically 6-12 months for a residential project and 12-24 months for a commercial one, after the building permit. We share a written schedule with milestones before work starts.',
  },
  {
    question: 'How quickly will you reply to my quote request?',
    answer: (phone) =>
      phone
        ? `Within ${defaultCompany.responseTime}. For anything urgent, call us on ${phone}.`
        : `Within ${defaultCompany.responseTime}. For anything urgent, say so in the message of your quote request and we will call you first.`,
  },
]

export const faqsPageCopy = {
  metaTitle: 'Frequently Asked Questions',
  metaDescription:
    'Answers to common questions about building with Nirman Constructions: costs, payments, timelines, approvals in Patna, warranties and after-sales care.',
  eyebrow: 'Resources',
  title: 'Frequently Asked Questions',
  intro:
    'Straight answers to the questions families and businesses ask us most about costs, timelines, approvals and life after handover.',
  jumpLabel: 'Topics',
  cta: {
    title: 'Still have a question?',
    /** `phone`: the first number the owner gave, or none. */
    text: (phone: string | undefined) =>
      phone
        ? `Call us on ${phone} or send your question with the quote form. We reply within ${defaultCompany.responseTime}.`
        : `Send your question with the quote form. We reply within ${defaultCompany.responseTime}.`,
    primary: { label: 'Contact Us', to: '/contact' },
    secondary: { label: 'See How We Work', to: '/how-it-works' },
  },
} as const
