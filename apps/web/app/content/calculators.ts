// The thirteen planning calculators: their names and descriptions on the tool cards, the page
// titles and meta descriptions of their own routes, and the copy every calculator shares
// (calculators.md sections 1, 2 and 4).
import type { CalculatorSlug } from './site-map'

export interface CalculatorCopy {
  /** Card title, modal title and page heading. */
  title: string
  /** One sentence on the tool card. */
  description: string
  /** Meta description of the calculator's own page. */
  metaDescription: string
}

export const calculatorCopy: Record<CalculatorSlug, CalculatorCopy> = {
  'cost-estimator': {
    title: 'Construction Cost Estimator',
    description: 'Estimate the base, material and labour cost of your building by area and finish.',
    metaDescription:
      'Free construction cost estimator for Patna, Delhi and Kolkata: base, material, labour and total cost by built-up area, property type and finish.',
  },
  'materials-calculator': {
    title: 'Building Materials Calculator',
    description: 'Bricks, cement bags and sand for a brick wall of any size and thickness.',
    metaDescription:
      'Work out the bricks, cement bags, sand and water for a brick wall: standard or modular bricks, 4.5, 9 or 13.5 inch walls, 1:4 to 1:6 mortar.',
  },
  'paint-calculator': {
    title: 'Paint Calculator',
    description: 'Litres of paint, cans to buy and cost for the walls of a room.',
    metaDescription:
      'How much paint does your room need? Litres, can sizes and cost for economy, standard or premium paint, with doors and windows left out.',
  },
  'concrete-calculator': {
    title: 'Concrete Calculator',
    description: 'Volume, cement, sand, aggregate and water for slabs, footings and columns.',
    metaDescription:
      'Concrete volume and materials for rectangular footings, slabs, cylindrical columns and circular slabs, with mix ratio by strength and truck loads.',
  },
  'flooring-calculator': {
    title: 'Flooring Calculator',
    description: 'Tiles or planks, boxes, material and labour cost for a floor.',
    metaDescription:
      'Flooring calculator for tile, hardwood, laminate, vinyl and carpet: area with wastage and pattern, boxes or pieces to buy, material and labour cost.',
  },
  'roof-calculator': {
    title: 'Roof Calculator',
    description: 'Roof area by pitch and type, roofing units and cost.',
    metaDescription:
      'Roof area from footprint and pitch for gable, hip, flat, mansard and gambrel roofs; roofing material units, material and labour cost.',
  },
  'land-grading-calculator': {
    title: 'Land Grading Calculator',
    description: 'Cut and fill volume, truck loads, equipment hours and cost for levelling a plot.',
    metaDescription:
      'Estimate cut and fill for levelling a plot: earth volume with soil bulking, truck loads, bulldozer or excavator hours and cost.',
  },
  'electrical-calculator': {
    title: 'Electrical Load Calculator',
    description: 'Connected and demand load, monthly units, bill, main switch and solar size.',
    metaDescription:
      'Electrical load calculator for homes, shops and factories: connected and demand load, current, main switch size, monthly units, bill and solar size.',
  },
  'plumbing-calculator': {
    title: 'Plumbing Calculator',
    description: 'Pipes, fixtures, water storage, pump and cost for a building.',
    metaDescription:
      'Plan the plumbing of your building: pipe lengths by type, fixtures, water tank size, pump advice and the cost of material and labour.',
  },
  'staircase-calculator': {
    title: 'Staircase Calculator',
    description: 'Steps, riser, tread, angle, headroom, code check and cost of a staircase.',
    metaDescription:
      'Design a comfortable staircase: number of steps, riser and tread, angle, headroom, compliance notes and cost for wood, concrete or metal.',
  },
  'hvac-calculator': {
    title: 'HVAC Sizing Calculator',
    description: 'Cooling load, AC tonnage, vents, running and installation cost.',
    metaDescription:
      'Size the air conditioning for a home or office: cooling load in BTU, tonnage, vents, equipment and installation cost, and running cost.',
  },
  'renovation-roi-calculator': {
    title: 'Renovation ROI Calculator',
    description: 'How much value each renovation adds to your property, and what pays back best.',
    metaDescription:
      'Renovation return on investment: value added by a kitchen, bathroom, roof or other project, net gain, overall ROI and the best alternatives.',
  },
  'loan-calculator': {
    title: 'Construction Loan Calculator',
    description: 'Interest during construction, EMI after it and the full repayment schedule.',
    metaDescription:
      'Construction loan calculator: draw schedule and interest while you build, monthly EMI afterwards, total interest and a yearly amortization table.',
  },
}

export const calculatorText = {
  calculate: 'Calculate',
  calculateAgain: 'Calculate Again',
  reset: 'Reset',
  close: 'Close',
  resultHeading: 'Your estimate',
  disclaimer:
    'Results are estimates for planning only. Actual quantities and costs depend on site conditions, design, material prices and local rates.',
  contactNotePrefix: 'Need professional help?',
  contactNoteLink: 'Contact our experts',
  contactNoteSuffix: 'for a detailed, site-specific quote.',
  sendEstimate: 'Send this estimate with a quote request',
  /** Beside the result: our engineer sees the plot (issue 28). */
  bookVisit: 'Book a free site visit',
  invalidLink:
    'Some values in this link are outside the calculator’s limits. Please check the form and calculate again.',
  openFullPage: 'Open as a full page',
  loading: 'Loading calculator...',
  loadFailed: 'The calculator could not be loaded. Please check your connection and try again.',
  pageIntro:
    'A free planning tool from our engineers. Everything is calculated on your device; nothing you type is sent anywhere.',
  shareHint:
    'The address of this page holds your inputs: bookmark it or share it to come back to this result.',
  /** Under a result worked out with the owner's rate card, and in its estimate: `day` in words. */
  ratesAsOf: (day: string) => `Rates as of ${day}`,
  /** Under a result: a one-page printout of it (a PDF on a phone). */
  savePrint: 'Save or print',
  /** Under a result: WhatsApp opens with the result and its link, for the visitor to send on. */
  shareWhatsApp: 'Share on WhatsApp',
  /** The message shared on WhatsApp: the calculator, the result in a few lines, its link. */
  shareMessage: (title: string, summary: string, link: string) =>
    `${title}\n${summary}\n\nOpen this estimate: ${link}`,
  /** The printout's list of what the result was worked out with. */
  printInputs: 'Your inputs',
  /** The printout's day: `day` in words. */
  printedOn: (day: string) => `Worked out on ${day}`,
  /** Before the printout's link back to the result. */
  printLink: 'To open this estimate again:',
} as const
