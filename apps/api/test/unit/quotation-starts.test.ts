import { landUnitSizes } from '@nirman/calc-engine/land-units'
import {
  type QuotationContent,
  quotationContentSchema,
  quotationTotals,
  type RateCard,
} from '@nirman/contract'
import { describe, expect, it } from 'vitest'
import {
  blankQuotation,
  estimateQuotation,
  type QuotationLead,
  rateCardQuotation,
} from '../../src/quotations/quotation-starts'

// How a new quotation of a lead starts: blank, from the rate card, or from the calculator estimate
// attached to the request. Every amount below is worked out by hand in its comment.

const today = '2026-12-15'

const lead: QuotationLead = {
  name: 'Ravi Kumar Sinha',
  phone: '+91 94310 12345',
  email: 'ravi.sinha@example.in',
  city: 'Kankarbagh, Patna',
  projectType: 'Residential Construction',
  language: 'en',
  message: 'We want to build a G+1 house on our plot. Please call after 6 pm.',
  calculator: '',
}

const hindiLead: QuotationLead = {
  name: 'सुनीता देवी',
  phone: '9835012345',
  email: '',
  city: 'दानापुर, पटना',
  projectType: 'Commercial Construction',
  language: 'hi',
  message: 'दुकान और ऊपर दो कमरे बनवाने हैं।',
  calculator: '',
}

/** As the website writes a calculator's estimate (apps/web/app/features/quote/estimate-link.ts). */
const estimateMessage = (title: string, summary: string, link: string, ratesAsOf?: string) =>
  `Estimate from the ${title}:\n${summary}${ratesAsOf ? `\n${ratesAsOf}` : ''}\n\nMy inputs: ${link}`

/** As a Hindi page writes it (apps/web/app/features/calculators/estimate-message.ts). */
const hindiEstimateMessage = (title: string, summary: string, link: string) =>
  `${title} से निकला अनुमान:\n${summary}\n\nमेरी भरी हुई जानकारी: ${link}`

/** The content as the contract reads it: the start must pass its checks unchanged. */
function checked(content: QuotationContent | null): QuotationContent {
  expect(content).not.toBeNull()
  const parsed = quotationContentSchema.parse(content)
  expect(parsed).toEqual(content)
  return parsed
}

const itemsOf = (content: QuotationContent) => content.groups.flatMap((group) => group.items)

describe('every start', () => {
  it('carries the client, the site, the title and the defaults from the lead', () => {
    const content = checked(blankQuotation(lead, today))
    expect(content).toMatchObject({
      language: 'en',
      title: 'Construction of a house',
      clientName: 'Ravi Kumar Sinha',
      clientPhone: '+91 94310 12345',
      clientEmail: 'ravi.sinha@example.in',
      siteAddress: 'Kankarbagh, Patna',
      discountPaise: 0,
      pricesIncludeTax: false,
      validUntil: '2027-01-14',
    })
    expect(content.taxLines.map((line) => line.label)).toEqual(['CGST', 'SGST'])
    expect(content.schedule).toHaveLength(9)
    expect(content.terms).toMatch(/^1\. /)
  })

  it('cuts a long name to the contract’s 100 characters and leaves out an e-mail it refuses', () => {
    const long = `${'Shri Ramashankar Prasad Singh '.repeat(5)}`.trim()
    expect(long.length).toBeGreaterThan(100)
    const content = checked(
      blankQuotation({ ...lead, name: long, email: 'ravi at example dot in' }, today),
    )
    expect(content.clientName.length).toBeLessThanOrEqual(100)
    expect(long.startsWith(content.clientName)).toBe(true)
    expect(content.clientEmail).toBe('')
  })

  it('starts a Hindi lead’s quotation in Hindi', () => {
    const content = checked(blankQuotation(hindiLead, today))
    expect(content.language).toBe('hi')
    expect(content.title).toBe('कमर्शियल भवन का निर्माण')
    expect(content.schedule[1]?.label).toBe('नींव')
    expect(content.terms).toContain('GST')
    expect(content.siteAddress).toBe('दानापुर, पटना')
  })
})

describe('a blank quotation', () => {
  it('has no items', () => {
    expect(checked(blankQuotation(lead, today)).groups).toEqual([])
  })
})

describe('a quotation from the rate card', () => {
  it('prices the built-up area at the default rate of the type times the finish', () => {
    // 1,200 sq ft, residential ₹1,500 × premium 1.3 = ₹1,950 a sq ft (195000 paise):
    // 1,200 × 1,950 = ₹23,40,000 = 234000000 paise.
    const content = checked(
      rateCardQuotation(
        lead,
        {},
        { builtUpSqFt: 1200, propertyType: 'residential', finish: 'premium' },
        today,
      ),
    )
    expect(content.groups).toHaveLength(1)
    expect(content.groups[0]?.title).toBe('Construction')
    expect(itemsOf(content)).toEqual([
      {
        description: expect.stringContaining('residential building'),
        quantityMilli: 1_200_000,
        unit: 'sq ft',
        ratePaise: 195_000,
        optional: false,
      },
    ])
    expect(itemsOf(content)[0]?.description).toContain('premium finish')
    const totals = quotationTotals(content)
    expect(totals.subtotalPaise).toBe(234_000_000)
    // CGST and SGST 9 % each: ₹2,10,600 each; ₹23,40,000 + ₹4,21,200 = ₹27,61,200.
    expect(totals.taxes.map((tax) => tax.amountPaise)).toEqual([21_060_000, 21_060_000])
    expect(totals.totalPaise).toBe(276_120_000)
    // Booking 10 % of ₹27,61,200 = ₹2,76,120; each roof slab 15 % = ₹4,14,180.
    expect(totals.schedule[0]?.amountPaise).toBe(27_612_000)
    expect(totals.schedule[2]?.amountPaise).toBe(41_418_000)
  })

  it('takes the owner’s own rate and finish factor, rounded half up to the paisa once', () => {
    // ₹1,850.50 (185050 paise) × 1.25 = 231312.5 paise, half up: 231313 paise (₹2,313.13).
    // 1,200 × ₹2,313.13 = ₹27,75,756 = 277575600 paise (not 1,200 × 2,313.125 = ₹27,75,750).
    const card: RateCard = {
      costEstimate: { ratePerSqFt: { residential: 1850.5 }, finishFactor: { premium: 1.25 } },
    }
    const content = checked(
      rateCardQuotation(
        lead,
        card,
        { builtUpSqFt: 1200, propertyType: 'residential', finish: 'premium' },
        today,
      ),
    )
    expect(itemsOf(content)[0]?.ratePaise).toBe(231_313)
    expect(quotationTotals(content).subtotalPaise).toBe(277_575_600)
  })

  it('words a Hindi quotation in Hindi', () => {
    // 2,500 sq ft, commercial ₹2,200 × luxury 1.6 = ₹3,520 a sq ft:
    // 2,500 × 3,520 = ₹88,00,000 = 880000000 paise.
    const content = checked(
      rateCardQuotation(
        hindiLead,
        {},
        { builtUpSqFt: 2500, propertyType: 'commercial', finish: 'luxury' },
        today,
      ),
    )
    expect(content.groups[0]?.title).toBe('निर्माण')
    const [item] = itemsOf(content)
    expect(item?.unit).toBe('वर्ग फ़ीट')
    expect(item?.description).toContain('कमर्शियल भवन')
    expect(item?.description).toContain('लग्ज़री')
    expect(item?.ratePaise).toBe(352_000)
    expect(quotationTotals(content).subtotalPaise).toBe(880_000_000)
  })

  it('quotes the largest area the rate card start takes as one item', () => {
    // 15,00,000 sq ft at ₹1,500: ₹225 crore = 2,25,00,00,00,000 paise.
    const content = checked(
      rateCardQuotation(
        lead,
        {},
        { builtUpSqFt: 1_500_000, propertyType: 'residential', finish: 'standard' },
        today,
      ),
    )
    expect(itemsOf(content)[0]).toMatchObject({
      quantityMilli: 1_500_000_000,
      unit: 'sq ft',
      ratePaise: 150_000,
    })
    expect(quotationTotals(content).subtotalPaise).toBe(225_000_000_000)
  })
})

describe('a quotation from the attached estimate', () => {
  const site = 'https://nirman.in'

  it('prices the cost estimator’s area, in katha too, at today’s card', () => {
    // 2 katha of Patna = 2 × 1,361.25 = 2,722.5 sq ft; residential ₹1,500 × standard 1 × Patna 1:
    // 2,722.5 × 1,500 = ₹40,83,750 = 408375000 paise.
    const message = estimateMessage(
      'Construction Cost Estimator',
      'Built-up area: 2 katha = 2,722.5 sq ft\nTotal estimate: ₹40,83,750\nBase cost: ₹40,83,750\nMaterial: ₹26,54,438, labour: ₹14,29,313',
      `${site}/resources/cost-estimator?area=2+katha&propertyType=residential&location=patna&finish=standard`,
    )
    const content = checked(
      estimateQuotation({ ...lead, message, calculator: 'cost-estimator' }, {}, today),
    )
    expect(content.groups[0]?.title).toBe('Construction')
    expect(itemsOf(content)[0]).toMatchObject({
      quantityMilli: 2_722_500,
      unit: 'sq ft',
      ratePaise: 150_000,
    })
    expect(quotationTotals(content).subtotalPaise).toBe(408_375_000)
  })

  it('applies the city’s factor and the company’s katha', () => {
    // 1,500 sq ft, commercial ₹2,200 × premium 1.3 × Delhi 1.3 = ₹3,718 a sq ft:
    // 1,500 × 3,718 = ₹55,77,000. With the owner's Delhi factor 1.25: ₹2,200 × 1.3 × 1.25 =
    // ₹3,575, 1,500 × 3,575 = ₹53,62,500.
    const link = `${site}/resources/cost-estimator?area=1500&propertyType=commercial&location=delhi&finish=premium`
    const delhi = { ...lead, message: estimateMessage('Construction Cost Estimator', '', link) }
    expect(quotationTotals(checked(estimateQuotation(delhi, {}, today))).subtotalPaise).toBe(
      557_700_000,
    )
    const card: RateCard = { costEstimate: { locationFactor: { delhi: 1.25 } } }
    const owners = checked(estimateQuotation(delhi, card, today))
    expect(itemsOf(owners)[0]?.description).toContain('Delhi')
    expect(quotationTotals(owners).subtotalPaise).toBe(536_250_000)
    // A katha of 1,500 sq ft (the owner's district): 2 katha = 3,000 sq ft × ₹1,500 = ₹45,00,000.
    const katha = {
      ...lead,
      message: estimateMessage(
        'Construction Cost Estimator',
        '',
        `${site}/resources/cost-estimator?area=2+katha`,
      ),
    }
    const sized = checked(estimateQuotation(katha, {}, today, landUnitSizes({ kathaSqFt: 1500 })))
    expect(quotationTotals(sized).subtotalPaise).toBe(450_000_000)
  })

  it('prices the paint calculator’s litres at the card’s price of the quality', () => {
    // A room 12 × 10 ft, walls 10 ft high: 2 × (12 + 10) × 10 = 440 sq ft, less a door (21) and
    // two windows (2 × 15) = 389 sq ft; standard paint covers 125 sq ft a litre, two coats:
    // 389 ÷ 125 × 2 = 6.224 litres at ₹350 = ₹2,178.40 = 217840 paise.
    const message = estimateMessage(
      'Paint Calculator',
      'Paint needed: 6.2 litres\nCans: 1 × 4 L, 3 × 1 L\nEstimated cost: ₹2,178',
      `${site}/resources/paint-calculator?length=12&width=10&height=10&doors=1&windows=2&quality=standard&coats=2`,
      'Rates as of 1 Dec 2026',
    )
    const content = checked(
      estimateQuotation({ ...lead, message, calculator: 'paint-calculator' }, {}, today),
    )
    expect(content.groups[0]?.title).toBe('Painting')
    expect(itemsOf(content)).toEqual([
      {
        description: 'Standard paint, 2 coats, for 389 sq ft of walls (paint only)',
        quantityMilli: 6224,
        unit: 'litre',
        ratePaise: 35_000,
        optional: false,
      },
    ])
    expect(quotationTotals(content).subtotalPaise).toBe(217_840)
    // The owner's ₹380 a litre: 6.224 × 380 = ₹2,365.12.
    const card: RateCard = { paint: { pricePerLitre: { standard: 380 } } }
    const owners = checked(estimateQuotation({ ...lead, message }, card, today))
    expect(quotationTotals(owners).subtotalPaise).toBe(236_512)
  })

  it('prices the bricks, cement and sand of a wall', () => {
    // A wall 20 × 10 ft less 20 sq ft of openings = 180 sq ft, 9 in thick: 135 cu ft. A standard
    // brick 9 × 4.5 × 3 in = 121.5 cu in = 0.0703125 cu ft: 135 ÷ 0.0703125 = 1,920, with 10 %
    // extra 2,112 bricks. Mortar 20 % of 135 = 27 cu ft at 1:6: cement 27 ÷ 7 = 3.86 cu ft in bags
    // of 1.25 cu ft = 3.09, so 4 bags; sand 27 × 6 ÷ 7 = 23.14, so 24 cu ft.
    // At ₹13, ₹430 and ₹60: 2,112 × 13 = ₹27,456; 4 × 430 = ₹1,720; 24 × 60 = ₹1,440; ₹30,616.
    const message = estimateMessage(
      'Building Materials Calculator',
      'Bricks: 2,112\nCement: 4 bags (200 kg)\nSand: 24 cu ft',
      `${site}/resources/materials-calculator?wallLength=20&wallHeight=10&thickness=9&openingsArea=20&mortarRatio=6`,
    )
    const content = checked(estimateQuotation({ ...lead, message }, {}, today))
    expect(itemsOf(content).map((item) => [item.quantityMilli, item.unit, item.ratePaise])).toEqual(
      [
        [2_112_000, 'no.', 1300],
        [4000, 'bag', 43_000],
        [24_000, 'cu ft', 6000],
      ],
    )
    expect(quotationTotals(content).subtotalPaise).toBe(3_061_600)
  })

  it('prices tiles by the box and their laying by the sq ft', () => {
    // A floor 12 × 10 = 120 sq ft, 10 % extra = 132 sq ft; boxes of 10 sq ft: 13.2, so 14 boxes
    // at the visitor's ₹500 = ₹7,000; laying tiles ₹6 a sq ft × 120 = ₹720; ₹7,720 in all.
    const message = estimateMessage(
      'Flooring Calculator',
      'Boxes: 14\nEstimated cost: ₹7,720',
      `${site}/resources/flooring-calculator?length=12&width=10&type=tile&pattern=diagonal&price=500`,
    )
    const content = checked(estimateQuotation({ ...lead, message }, {}, today))
    expect(itemsOf(content).map((item) => [item.quantityMilli, item.unit, item.ratePaise])).toEqual(
      [
        [14_000, 'box', 50_000],
        [120_000, 'sq ft', 600],
      ],
    )
    expect(quotationTotals(content).subtotalPaise).toBe(772_000)
  })

  it('prices an RCC roof slab’s concrete, steel and labour', () => {
    // 40 × 30 ft = 1,200 sq ft, 5 in thick: 500 cu ft × 0.3048³ (0.0283168466) = 14.1584233 m³,
    // 14.158 m³ to the thousandth, at ₹7,850 = ₹1,11,140.30; steel 14.1584233 × 78.5 kg =
    // 1,111.4362 kg, 1,111.436 kg at ₹60 = ₹66,686.16; labour 1,200 sq ft × ₹60 = ₹72,000.
    // ₹1,11,140.30 + ₹66,686.16 + ₹72,000 = ₹2,49,826.46 = 24982646 paise.
    const message = estimateMessage(
      'Roof Calculator',
      'RCC slab roof: 1,200 sq ft, 5 in thick, M20\nEstimated cost: ₹2,49,830',
      `${site}/resources/roof-calculator?length=40&width=30&roofType=rcc-slab&thickness=5&grade=M20`,
    )
    const content = checked(estimateQuotation({ ...lead, message }, {}, today))
    expect(content.groups[0]?.title).toBe('Roof')
    expect(itemsOf(content).map((item) => [item.quantityMilli, item.unit, item.ratePaise])).toEqual(
      [
        [14_158, 'cu m', 785_000],
        [1_111_436, 'kg', 6000],
        [1_200_000, 'sq ft', 6000],
      ],
    )
    expect(quotationTotals(content).subtotalPaise).toBe(24_982_646)
  })

  it('prices each pipe run, fitting, the tank and the labour of the plumbing', () => {
    // Two floors, 2 bathrooms, 1 kitchen (3 rooms), uPVC; fixture points 2 × 4 + 1 × 2 = 10.
    // Supply: main 30 + 15 = 45 ft × ₹35 = 1,575; branches 3 × 15 = 45 ft × ₹25 = 1,125;
    //   fixtures 10 × 5 = 50 ft × ₹15 = 750.
    // Drains: main 40 + 15 = 55 ft × ₹180 = 9,900; branches 3 × 20 = 60 ft × ₹80 = 4,800;
    //   fixtures 10 × 3 = 30 ft × ₹50 = 1,500; vent 2 × 15 = 30 ft × ₹80 = 2,400. Pipes ₹22,050.
    // Fittings: 2 WC 10,000; 3 basins 9,000; 2 showers 8,000; 1 bathtub 15,000; kitchen sink
    //   5,000; washing machine 1,000; geyser 1,000; 3 floor drains 1,500; main valve 1,200;
    //   8 angle valves 2,400: ₹54,100.
    // Tank 2 × 2 people × 200 L = 800 L × ₹1.5 = ₹1,200. Labour 40 % of ₹77,350 = ₹30,940.
    // ₹77,350 + ₹30,940 = ₹1,08,290 = 10829000 paise, in 7 + 10 + 1 + 1 = 19 lines.
    const message = estimateMessage(
      'Plumbing Calculator',
      'Total cost: ₹1,08,290',
      `${site}/resources/plumbing-calculator?buildingType=residential&floors=2&bathrooms=2&kitchens=1&pipeType=upvc&heater=storage`,
    )
    const content = checked(estimateQuotation({ ...lead, message }, {}, today))
    const items = itemsOf(content)
    expect(items).toHaveLength(19)
    expect(items[0]).toMatchObject({ quantityMilli: 45_000, unit: 'running ft', ratePaise: 3500 })
    expect(items.at(-2)).toMatchObject({ quantityMilli: 800_000, unit: 'litre', ratePaise: 150 })
    expect(items.at(-1)).toMatchObject({ quantityMilli: 1000, unit: 'lot', ratePaise: 3_094_000 })
    expect(quotationTotals(content).subtotalPaise).toBe(10_829_000)
  })

  it('prices a staircase’s body, handrail and balusters within the contract', () => {
    const message = estimateMessage(
      'Staircase Calculator',
      'Risers: 16',
      `${site}/resources/staircase-calculator?floorHeight=108&spaceLength=180&spaceWidth=48&type=straight&material=concrete&handrail=simple`,
    )
    const content = checked(estimateQuotation({ ...lead, message }, {}, today))
    // 108 in ÷ 7 in risers = 15.4, so 16 risers; a concrete stair at ₹1,000 a cu ft, a simple
    // handrail at ₹1,200 a ft, balusters at ₹500 each.
    expect(itemsOf(content).map((item) => [item.unit, item.ratePaise])).toEqual([
      ['cu ft', 100_000],
      ['running ft', 120_000],
      ['no.', 50_000],
    ])
    expect(itemsOf(content)[0]?.description).toContain('16 risers')
  })

  it('words the items of a Hindi lead in Hindi, from a Hindi page’s message', () => {
    // The same room as above: 6.224 litres at ₹350 = ₹2,178.40.
    const message = hindiEstimateMessage(
      'पेंट कैलकुलेटर',
      'लगने वाला पेंट: 6.2 लीटर\nडिब्बे: 1 × 4 L, 3 × 1 L',
      `${site}/hi/resources/paint-calculator?length=12&width=10&height=10&doors=1&windows=2&quality=standard&coats=2`,
    )
    const content = checked(estimateQuotation({ ...hindiLead, message }, {}, today))
    expect(content.groups[0]?.title).toBe('रंगाई-पुताई')
    const [item] = itemsOf(content)
    expect(item?.unit).toBe('लीटर')
    expect(item?.description).toContain('स्टैंडर्ड पेंट')
    expect(quotationTotals(content).subtotalPaise).toBe(217_840)
  })

  it('is none when the message carries no estimate', () => {
    expect(estimateQuotation(lead, {}, today)).toBeNull()
    // An estimate whose link the website left out (it could not fit): no inputs to read.
    const withoutLink = { ...lead, message: 'Estimate from the Paint Calculator:\n6.2 litres' }
    expect(estimateQuotation(withoutLink, {}, today)).toBeNull()
  })

  it('gives the summary line for a link that cannot be read', () => {
    const message = estimateMessage(
      'Paint Calculator',
      'Paint needed: 6.2 litres\nEstimated cost: ₹2,178',
      'nirman.in/resources/paint-calc?length=12',
    )
    const content = checked(
      estimateQuotation({ ...lead, message, calculator: 'paint-calculator' }, {}, today),
    )
    // The group is named after the lead's calculator; one lot at ₹0 for staff to price.
    expect(content.groups).toEqual([
      {
        title: 'Painting',
        items: [
          {
            description: 'Paint needed: 6.2 litres; Estimated cost: ₹2,178',
            quantityMilli: 1000,
            unit: 'lot',
            ratePaise: 0,
            optional: false,
          },
        ],
      },
    ])
  })

  it('gives the summary line for inputs the calculator refuses', () => {
    // A room 0 ft long (a link edited by hand): the paint calculator refuses it.
    const message = estimateMessage(
      'Paint Calculator',
      'Paint needed: 6.2 litres',
      `${site}/resources/paint-calculator?length=0&width=10&height=10`,
    )
    const content = checked(estimateQuotation({ ...lead, message }, {}, today))
    expect(itemsOf(content)).toEqual([
      expect.objectContaining({ description: 'Paint needed: 6.2 litres', ratePaise: 0 }),
    ])
  })

  it('prices the bricks of the largest wall the calculator takes', () => {
    // A wall 1,000 × 100 ft, 9 in thick: 75,000 cu ft ÷ 0.0703125 = 10,66,666.7 bricks, with 10 %
    // extra 11,73,333.3, so 11,73,334 bricks (within the 1,00,00,000 units of an item) at ₹13.
    const message = estimateMessage(
      'Building Materials Calculator',
      'Bricks: 11,73,334',
      `${site}/resources/materials-calculator?wallLength=1000&wallHeight=100&thickness=9&mortarRatio=6`,
    )
    const content = checked(estimateQuotation({ ...lead, message }, {}, today))
    expect(content.groups[0]?.title).toBe('Brickwork materials')
    expect(itemsOf(content)[0]).toMatchObject({
      quantityMilli: 1_173_334_000,
      unit: 'no.',
      ratePaise: 1300,
    })
  })

  it('gives the summary line, cut to 300 characters, for a calculator with no price', () => {
    const summary = Array.from(
      { length: 20 },
      (_, month) => `Month ${month + 1}: draw ₹1,50,000, interest ₹1,125`,
    ).join('\n')
    const message = estimateMessage(
      'Construction Loan Calculator',
      summary,
      `${site}/resources/loan-calculator?loanAmount=3000000&interestRate=9`,
    )
    const content = checked(estimateQuotation({ ...hindiLead, message }, {}, today))
    expect(content.groups[0]?.title).toBe('कंस्ट्रक्शन लोन')
    const [item] = itemsOf(content)
    expect(item?.unit).toBe('एकमुश्त')
    expect(item?.description.length).toBe(300)
    expect(item?.description.endsWith('…')).toBe(true)
    expect(item?.description.startsWith('Month 1: draw ₹1,50,000, interest ₹1,125; Month 2')).toBe(
      true,
    )
  })
})
