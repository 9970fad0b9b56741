// The five practical guides of the knowledge center (/resources/guide/:id): step-by-step help for
// the main stages of building, written for Bihar. Same building blocks as the articles.
import type { ContentSection } from './articles'
import { type CalculatorSlug, type GuideId, guideIds } from './site-map'

export interface Guide {
  id: GuideId
  title: string
  /** One sentence for the guide's card and link. */
  summary: string
  /** For search results (70-160 characters). */
  metaDescription: string
  /** `YYYY-MM-DD`: when the guide was last checked. */
  updated: string
  intro: readonly string[]
  sections: readonly ContentSection[]
  relatedCalculators: readonly CalculatorSlug[]
}

export const guides: Record<GuideId, Guide> = {
  'residential-construction': {
    id: 'residential-construction',
    title: 'Residential Construction Guide',
    summary: 'Every step of building a house, from the budget and the plot to the handover.',
    metaDescription:
      'A step-by-step guide to building a house in Bihar: budget, plot checks, design, approvals, choosing a contractor, construction stages and handover.',
    updated: '2026-09-15',
    intro: [
      'Building a house is a long project with many decisions, but they come in a clear order. Follow these steps and each decision is made with the information it needs, at the moment it is cheapest to make.',
    ],
    sections: [
      {
        heading: 'Before construction',
        blocks: [
          {
            type: 'steps',
            items: [
              'Set a budget: construction cost, approvals and services, interiors, and a contingency of 5 to 10 percent. Talk to your bank early if you need a loan.',
              'Check the plot: title, mutation, land use, road width, flood history and access for trucks.',
              'Get a soil investigation, so that the foundation is designed for the ground it stands on.',
              'Brief an architect: how many rooms, for whom, future floors, Vastu preferences, parking.',
              'Approve the architectural drawings, then have a structural engineer design the structure for Bihar’s seismic zone.',
              'Apply for the building permit with the approved drawings and ownership documents.',
              'Choose a contractor and sign a written contract with drawings, specifications, schedule and payment stages.',
            ],
          },
        ],
      },
      {
        heading: 'During construction',
        blocks: [
          {
            type: 'paragraph',
            text: 'A typical house goes through these stages. Each ends with a check by your engineer before the next begins, and each is a natural point for a payment.',
          },
          {
            type: 'steps',
            items: [
              'Site clearing, setting out of the plan on the ground, and excavation.',
              'Foundations, plinth beams, anti-termite treatment and the damp-proof course.',
              'Columns, beams and roof slab of each floor, with steel checked before every pour and concrete cubes tested.',
              'Brickwork, door and window frames, lintels and sunshades.',
              'Concealed electrical conduits and plumbing lines, pressure-tested before they are covered.',
              'Plastering, roof waterproofing, flooring and wall tiles.',
              'Doors, windows, fittings, painting and external works: drains, boundary wall, gate.',
            ],
          },
          {
            type: 'tip',
            text: 'Visit the site at every stage, or ask for dated photographs. Things that are easy to correct before the concrete is poured are very hard to correct after.',
          },
        ],
      },
      {
        heading: 'Who does what',
        blocks: [
          {
            type: 'list',
            items: [
              'You: decide the brief, the budget and the finishes, approve drawings, and pay on time.',
              'The architect: plans the spaces, prepares the drawings for approval and checks the work against them.',
              'The structural engineer: designs the foundation, columns, beams and slabs, and certifies their safety.',
              'The contractor: builds to the drawings and specifications, and manages workers, materials and safety.',
              'The site engineer: supervises daily work, checks steel and concrete, and keeps the site diary.',
            ],
          },
          {
            type: 'paragraph',
            text: 'In a design-and-build contract, one company takes on the roles of architect, engineer and contractor, which gives you a single point of responsibility.',
          },
        ],
      },
      {
        heading: 'Handover and after',
        blocks: [
          {
            type: 'steps',
            items: [
              'Walk through the house with the contractor and list every defect in writing; agree dates to fix them.',
              'Collect the as-built drawings, test reports, warranties and a maintenance guide.',
              'Apply for the completion or occupancy certificate where required, and for permanent electricity and water connections.',
              'Register the new building for property tax with the municipal body.',
              'Keep the contractor’s defect liability period in mind and report problems within it.',
            ],
          },
        ],
      },
    ],
    relatedCalculators: ['cost-estimator', 'loan-calculator'],
  },

  'material-selection': {
    id: 'material-selection',
    title: 'Material Selection Guide',
    summary: 'How to choose cement, steel, bricks, sand and finishes that last in Bihar’s climate.',
    metaDescription:
      'Choosing building materials in Bihar: cement types, TMT steel grades, bricks and blocks, sand and aggregate, finishes, and simple quality checks on site.',
    updated: '2026-08-25',
    intro: [
      'The materials you choose decide how strong your house is, how it copes with heat and rain, and how much it costs to maintain. Here is what to look for in each, and the simple checks that catch most bad deliveries.',
    ],
    sections: [
      {
        heading: 'Structure',
        blocks: [
          { type: 'subheading', text: 'Cement' },
          {
            type: 'paragraph',
            text: 'Portland pozzolana cement (PPC) and Portland slag cement (PSC) suit most house construction: they gain strength more slowly but make denser, more durable concrete. Ordinary Portland cement (OPC 43 or 53 grade) gains strength faster and is used where early strength matters. Buy only BIS-certified bags, check the week of manufacture printed on the bag, use cement within about three months, and store it on a raised, covered platform.',
          },
          { type: 'subheading', text: 'Steel' },
          {
            type: 'paragraph',
            text: 'Use TMT bars of the grade the structural engineer specifies, commonly Fe 500 or Fe 500D. The "D" grades bend further before breaking, which is valuable in an earthquake zone. Check the BIS mark and grade rolled onto each bar, ask for the mill test certificate, and keep steel off the ground and covered so it does not rust.',
          },
          { type: 'subheading', text: 'Sand and aggregate' },
          {
            type: 'paragraph',
            text: 'Concrete needs clean, coarse sand with little silt, and crushed stone aggregate, usually 20 mm and 10 mm. Manufactured sand (M-sand) is a good alternative when river sand is scarce during the monsoon mining ban. A simple silt test in a jar of water on site shows whether sand is too dirty to use.',
          },
        ],
      },
      {
        heading: 'Walls',
        blocks: [
          {
            type: 'list',
            items: [
              'Burnt clay bricks: the familiar choice; look for well-burnt, uniform bricks with sharp edges that ring when struck together.',
              'Fly ash bricks: made from power-plant ash, uniform in size, need less plaster, and suit Bihar, which has several thermal power plants.',
              'AAC blocks: light and insulating, which reduces the load on the frame and keeps rooms cooler; they need the right adhesive mortar and care around fixings.',
            ],
          },
          {
            type: 'calculator',
            slug: 'materials-calculator',
            text: 'Our building materials calculator works out bricks, cement bags and sand for any wall.',
          },
        ],
      },
      {
        heading: 'Finishes and services',
        blocks: [
          {
            type: 'list',
            items: [
              'Floors: vitrified tiles are durable and easy to clean; granite suits stairs and kitchens; choose anti-skid tiles for bathrooms and balconies.',
              'Windows: UPVC and powder-coated aluminium resist humidity better than untreated wood.',
              'Wiring: flame-retardant (FR or FRLS) copper wires of the right size for each circuit, with an earth leakage breaker (RCCB).',
              'Plumbing: CPVC for hot water, UPVC for cold water, and SWR pipes for drainage.',
              'Paint: exterior emulsions with water resistance for outer walls, and a primer suited to fresh plaster.',
            ],
          },
          {
            type: 'tip',
            text: 'Write the brand and grade of every important material into your contract. It is the only way to compare quotations fairly and to check what arrives on site.',
          },
        ],
      },
    ],
    relatedCalculators: ['materials-calculator', 'concrete-calculator', 'paint-calculator'],
  },

  'building-permits': {
    id: 'building-permits',
    title: 'Building Permits Guide',
    summary: 'Getting your building plan approved in Patna, and the documents you need.',
    metaDescription:
      'Building plan approval in Patna: the Bihar Building Bye-Laws, Patna Municipal Corporation, the documents you need and the steps from application to completion.',
    updated: '2026-09-30',
    intro: [
      'Every new building, extension or additional floor in Patna needs an approved building plan before work begins. Building without one, or beyond what was approved, can lead to penalties, sealing or demolition, and makes loans and future sales difficult.',
      'Please note: the rules, fees and procedures change from time to time. This guide describes the general process; always check the current requirements with the Patna Municipal Corporation or the Urban Development and Housing Department of Bihar, or ask us to handle the application for you.',
    ],
    sections: [
      {
        heading: 'Which rules apply',
        blocks: [
          {
            type: 'paragraph',
            text: 'Construction in Bihar’s urban areas follows the Bihar Building Bye-Laws, 2014, as amended since. They set the setbacks around the building, the ground coverage, the floor area ratio, the height allowed for each road width, parking, fire safety and rainwater harvesting. In Patna, applications go to the Patna Municipal Corporation, largely through the state’s online building permission system, and other municipal bodies handle their own areas. Buildings near the airport are also subject to height limits set by the Airports Authority of India.',
          },
        ],
      },
      {
        heading: 'Documents you will usually need',
        blocks: [
          {
            type: 'list',
            items: [
              'The registered sale deed or other proof of ownership.',
              'Mutation (dakhil-kharij) record and an up-to-date land rent receipt.',
              'Site plan, floor plans, sections and elevations, signed by a registered architect or engineer.',
              'A structural stability certificate from a qualified structural engineer, for buildings that need one.',
              'Rainwater harvesting and drainage details where required.',
              'No-objection certificates for larger or taller buildings, such as from the fire service or the Airports Authority.',
              'Identity proof, photographs and the application fee.',
            ],
          },
        ],
      },
      {
        heading: 'From application to completion',
        blocks: [
          {
            type: 'steps',
            items: [
              'Have your architect check the design against the bye-laws for your plot size and road width.',
              'Submit the application with the drawings and documents, and pay the fees.',
              'Answer any questions from the scrutiny, and revise the drawings if asked.',
              'A site inspection may follow before the permit is issued.',
              'Keep the approved plan on site and build according to it.',
              'After completion, apply for the completion or occupancy certificate where required.',
            ],
          },
          {
            type: 'tip',
            text: 'Start the approval as soon as the drawings are final: it often takes longer than expected, and banks will not release a construction loan without it.',
          },
        ],
      },
      {
        heading: 'Common reasons for delay',
        blocks: [
          {
            type: 'list',
            items: [
              'Missing or mismatched land records, especially an incomplete mutation.',
              'Setbacks or height that exceed what the road width allows.',
              'Drawings without the required signatures or certificates.',
              'Plots where the land use has not been converted for building.',
            ],
          },
        ],
      },
      {
        heading: 'How we can help',
        blocks: [
          {
            type: 'paragraph',
            text: 'For our design-and-build clients, our architects prepare the drawings to the bye-laws, collect the documents with you, submit the application and follow it up until the permit is issued. If you already have an architect, we are glad to review the approved plan before construction starts, so that what we build matches what was sanctioned.',
          },
        ],
      },
    ],
    relatedCalculators: ['cost-estimator'],
  },

  'construction-timeline': {
    id: 'construction-timeline',
    title: 'Construction Timeline Guide',
    summary: 'How long each stage takes, and what speeds a project up or slows it down.',
    metaDescription:
      'How long does it take to build a house? Typical construction timelines in Bihar, stage by stage, from design and approvals to finishing and handover.',
    updated: '2026-07-14',
    intro: [
      'A typical house takes 6 to 12 months to build after approval, and a commercial building 12 to 24 months. The real duration depends on the size, the design, the weather and, above all, on decisions and payments arriving on time. Here is how the time is usually spent.',
    ],
    sections: [
      {
        heading: 'Stage by stage, for a ground-plus-one house',
        blocks: [
          {
            type: 'steps',
            items: [
              'Design and drawings: 3 to 6 weeks, depending on how quickly the plan is agreed.',
              'Building permit: several weeks to a few months; it can overlap with choosing a contractor.',
              'Excavation, foundations and plinth: 3 to 6 weeks.',
              'Structure: about 4 to 6 weeks per floor for columns, beams and the roof slab, including the time the slab stays propped while the concrete gains strength.',
              'Brickwork, frames, lintels and sunshades: 4 to 8 weeks.',
              'Electrical and plumbing lines, plastering and roof waterproofing: 6 to 8 weeks.',
              'Flooring, tiling, doors, windows, fittings and painting: 8 to 12 weeks.',
              'Snagging and handover: 1 to 2 weeks.',
            ],
          },
          {
            type: 'paragraph',
            text: 'Some stages overlap: finishing on the ground floor can begin while the upper floor is still being built. Concrete cannot be rushed, though: props under a slab stay for one to two weeks depending on the span, and curing takes at least 7 to 10 days.',
          },
        ],
      },
      {
        heading: 'Larger buildings',
        blocks: [
          {
            type: 'paragraph',
            text: 'Commercial and institutional buildings usually take 12 to 24 months. They have more floors, deeper foundations, lifts, fire safety systems, air conditioning and electrical substations, and each of these needs its own design, approvals and testing. Institutions such as schools often have to open on a fixed date, so the schedule is planned backwards from that date, with the finishing of the first usable floors brought forward.',
          },
        ],
      },
      {
        heading: 'What slows a project down',
        blocks: [
          {
            type: 'list',
            items: [
              'Changes to the design after work has started.',
              'Late decisions on tiles, fittings and colours, which hold up the finishing trades.',
              'Payments or loan releases that arrive late.',
              'The monsoon: excavation and roof work slow down, and sand becomes scarce and expensive.',
              'Festivals and harvest seasons, when many workers go home.',
            ],
          },
        ],
      },
      {
        heading: 'How to keep your project on schedule',
        blocks: [
          {
            type: 'steps',
            items: [
              'Finalise drawings and specifications before construction begins.',
              'Ask for a written schedule with milestones, and review it every month.',
              'Choose finishes early, and order long-lead items such as windows and a modular kitchen in time.',
              'Plan foundations and roof slabs for before or after the heaviest rains.',
              'Keep funds or loan releases ready ahead of each stage.',
            ],
          },
          {
            type: 'calculator',
            slug: 'loan-calculator',
            text: 'The construction period changes the interest you pay while building: try different periods in our loan calculator.',
          },
        ],
      },
    ],
    relatedCalculators: ['loan-calculator', 'cost-estimator'],
  },

  'construction-contracts': {
    id: 'construction-contracts',
    title: 'Construction Contracts Guide',
    summary: 'Contract types, the clauses that protect you, and what to check before you sign.',
    metaDescription:
      'Construction contracts explained: lump-sum, item-rate and labour-only contracts, the clauses that protect a homeowner, and a checklist before signing.',
    updated: '2026-06-22',
    intro: [
      'A clear written contract protects both you and your builder. Most disputes on building sites come from things that were never written down: which tiles, which brand of steel, what happens when you change your mind, and when each payment is due.',
    ],
    sections: [
      {
        heading: 'Types of contracts',
        blocks: [
          {
            type: 'list',
            items: [
              'Lump sum (turnkey): one price for the whole building as drawn and specified. Predictable for you, provided the drawings and specifications are complete.',
              'Item rate: a bill of quantities with a rate for each item; you pay for the quantities actually done. Flexible, but the final cost is known only at the end.',
              'Rate per square foot: common for houses; only as good as the specification attached to it.',
              'Labour only: you buy the materials and the contractor supplies labour. Cheaper on paper, but you carry the risk of wastage, theft and quality.',
            ],
          },
        ],
      },
      {
        heading: 'Clauses every contract should have',
        blocks: [
          {
            type: 'steps',
            items: [
              'Scope: the drawings, with their revision numbers, and exactly what is and is not included.',
              'Specifications: brands, grades and rates of materials and finishes.',
              'Schedule: start date, milestones and completion date.',
              'Payments: linked to completed stages, with a small retention held until the defects period ends.',
              'Changes: how extra work or changes are priced and approved, always in writing before the work is done.',
              'Price escalation: whether material price rises are shared, and how.',
              'Quality: tests, such as concrete cubes, and who pays for them.',
              'Delays: compensation if the builder is late for reasons within their control.',
              'Safety and insurance for the workers and the site.',
              'Defect liability: how long the builder must repair defects at their cost after handover, commonly 12 months.',
              'Disputes and termination: discussion first, then mediation or arbitration, and when either side may end the contract.',
            ],
          },
        ],
      },
      {
        heading: 'While the work goes on',
        blocks: [
          {
            type: 'list',
            items: [
              'Keep a site diary, or ask the builder to share one, with the work done and materials received each day.',
              'Record every change you ask for in writing, with its price, before it is carried out.',
              'Pay against completed stages checked by your engineer, and keep every receipt.',
              'Raise concerns early and in writing, and keep the conversation polite and factual.',
            ],
          },
        ],
      },
      {
        heading: 'Before you sign',
        blocks: [
          {
            type: 'list',
            items: [
              'Read every page, including the attached specifications.',
              'Make sure the names and addresses of both parties and the plot details are correct.',
              'Execute the agreement on the correct stamp paper and keep a signed copy.',
              'Match the payment stages with your bank’s disbursement stages if you have a loan.',
              'Ask a lawyer to review large or unusual contracts.',
            ],
          },
          {
            type: 'tip',
            text: 'An itemised quotation is a good sign. A builder who cannot tell you what is included in their rate will not be able to tell you later either.',
          },
        ],
      },
    ],
    relatedCalculators: ['cost-estimator', 'loan-calculator'],
  },
}

/** The five guides in the order of site-map.ts. */
export const guideList: readonly Guide[] = guideIds.map((id) => guides[id])

export function isGuideId(value: string | undefined): value is GuideId {
  return guideIds.some((id) => id === value)
}

export const guideCopy = {
  title: 'Practical Guides',
  description: 'Step-by-step help for the main stages of building your home.',
  readGuide: 'Read the guide',
  updatedLabel: 'Last checked',
  notFoundTitle: 'Guide Not Found',
  notFoundText: 'We could not find this guide. It may have moved, or the address is wrong.',
  backToResources: 'Back to Resources',
  otherGuidesTitle: 'Other Guides',
  relatedCalculatorsTitle: 'Useful calculators',
} as const
