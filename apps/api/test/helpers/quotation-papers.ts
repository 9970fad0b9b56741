import {
  type CompanyDetails,
  type QuotationContentInput,
  quotationContentSchema,
  quotationTotals,
} from '@nirman/contract'
import type { QuotationPaper } from '../../src/quotations/quotation-pdf'

// Quotations to print in the PDF's tests and benchmark (scripts/bench-quotation-pdf.ts): a house
// in Patna of about 60 items in six groups, in English and in Hindi, which makes three pages.

export const sampleCompany: CompanyDetails = {
  name: 'Nirman Constructions',
  hindiName: 'निर्माण कंस्ट्रक्शंस',
  publicUrl: 'https://www.nirman.example',
  phones: ['+91 94310 12345', '+91 612 222 3344'],
  email: 'sales@nirman.example',
  address: {
    street: 'Saguna More, Bailey Road',
    locality: 'Danapur',
    city: 'Patna',
    postalCode: '801503',
  },
  gstin: '10AABCN1234F1Z5',
}

type Item = [
  description: string,
  quantityMilli: number,
  unit: string,
  ratePaise: number,
  optional?: boolean,
]

const englishGroups: [string, Item[]][] = [
  [
    'Site preparation and foundation',
    [
      ['Site clearing, levelling and setting out of the plot', 1_800_000, 'sq ft', 800],
      [
        'Earthwork in excavation for foundation in ordinary soil, including disposal within 50 m',
        95_500,
        'cu m',
        32_000,
      ],
      ['Anti-termite treatment of the foundation pits and plinth', 1_800_000, 'sq ft', 900],
      ['PCC 1:4:8 bed below footings, 100 mm thick', 12_250, 'cu m', 520_000],
      [
        'RCC M20 isolated footings with TMT Fe 500D steel, including shuttering',
        28_400,
        'cu m',
        780_000,
      ],
      ['RCC plinth beams 230 x 300 mm, M20', 9_600, 'cu m', 820_000],
      ['Brick masonry in foundation up to plinth, 1:6 cement mortar', 36_000, 'cu m', 610_000],
      ['Sand filling in plinth, watered and compacted', 54_000, 'cu m', 95_000],
      ['Damp-proof course 40 mm, with waterproofing compound', 1_120_000, 'sq ft', 6_500],
      ['Backfilling with excavated earth in layers', 41_500, 'cu m', 18_000],
    ],
  ],
  [
    'Structure (ground and first floor)',
    [
      ['RCC columns 300 x 300 mm, M25, including steel and shuttering', 18_600, 'cu m', 950_000],
      ['RCC beams, M25, including steel and shuttering', 24_200, 'cu m', 930_000],
      ['RCC roof slab 125 mm, M25, ground floor', 1_650_000, 'sq ft', 26_500],
      ['RCC roof slab 125 mm, M25, first floor', 1_650_000, 'sq ft', 26_500],
      ['RCC staircase with waist slab and steps', 1_000, 'lot', 18_500_000],
      ['Brickwork 230 mm in 1:6 cement mortar, superstructure', 142_000, 'cu m', 640_000],
      ['Brickwork 115 mm partition walls in 1:4 cement mortar', 2_450_000, 'sq ft', 9_500],
      ['RCC lintels and chhajja over doors and windows', 6_800, 'cu m', 880_000],
      ['Parapet wall 1 m high on the roof, with coping', 210_000, 'running ft', 52_000],
      ['Curing of all concrete and masonry for 14 days', 1_000, 'lot', 4_500_000],
    ],
  ],
  [
    'Plastering and flooring',
    [
      ['Internal plaster 12 mm, 1:6, on walls', 9_800_000, 'sq ft', 2_800],
      ['Ceiling plaster 6 mm, 1:4', 3_300_000, 'sq ft', 3_200],
      ['External plaster 20 mm in two coats, 1:4, with waterproofing', 4_200_000, 'sq ft', 4_200],
      ['Vitrified tiles 600 x 600 mm in rooms, with skirting', 2_650_000, 'sq ft', 11_000],
      ['Anti-skid ceramic tiles in toilets and balconies', 420_000, 'sq ft', 9_500],
      ['Glazed wall tiles up to 2.1 m in toilets and kitchen dado', 760_000, 'sq ft', 9_800],
      ['Granite on the kitchen platform, 18 mm, with edge polishing', 48_500, 'sq ft', 32_000],
      ['Kota stone on the staircase treads and risers', 210_000, 'sq ft', 14_500],
      ['Marble threshold at doors', 24_000, 'no.', 85_000],
      ['Roof waterproofing with brick bat coba and china mosaic', 1_650_000, 'sq ft', 8_500],
    ],
  ],
  [
    'Doors, windows and grills',
    [
      ['Main door: teak wood frame and shutter, with hardware', 1_000, 'no.', 6_500_000],
      ['Internal flush doors 30 mm with sal wood frames', 9_000, 'no.', 1_650_000],
      ['Toilet doors in PVC with frames', 4_000, 'no.', 850_000],
      ['UPVC sliding windows with mosquito mesh', 265_500, 'sq ft', 65_000],
      ['MS safety grills on windows, painted', 265_500, 'sq ft', 18_000],
      ['MS main gate with design, painted', 1_000, 'no.', 4_200_000],
      ['Staircase railing in stainless steel 304', 62_000, 'running ft', 145_000],
      ['Ventilators in toilets with louvres', 4_000, 'no.', 280_000],
      ['Loft and kitchen shelves in RCC', 1_000, 'lot', 3_800_000],
      ['Modular kitchen cabinets with soft-close hinges', 1_000, 'lot', 28_000_000, true],
    ],
  ],
  [
    'Electrical and plumbing',
    [
      [
        'Concealed wiring with FRLS copper wires and modular switches, per point',
        118_000,
        'point',
        95_000,
      ],
      ['Distribution boards with MCBs and RCCB', 2_000, 'no.', 1_450_000],
      ['Earthing with copper plate and chemical compound', 2_000, 'no.', 950_000],
      ['CPVC water supply lines, concealed, with fittings', 1_000, 'lot', 14_500_000],
      ['uPVC soil, waste and rain water pipes with fittings', 1_000, 'lot', 9_800_000],
      ['Sanitary ware: EWC, wash basins, health faucets', 4_000, 'set', 2_150_000],
      ['CP fittings: taps, mixers, showers', 4_000, 'set', 1_850_000],
      ['Overhead water tank 2,000 litre, with platform', 1_000, 'no.', 2_400_000],
      ['Underground sump 10,000 litre in RCC', 1_000, 'no.', 16_500_000],
      ['Septic tank and soak pit as per norms', 1_000, 'no.', 14_000_000],
    ],
  ],
  [
    'Painting and finishing',
    [
      ['Wall putty two coats on internal walls and ceilings', 13_100_000, 'sq ft', 1_800],
      ['Acrylic emulsion two coats over primer, internal', 13_100_000, 'sq ft', 2_400],
      ['Exterior emulsion two coats over primer', 4_200_000, 'sq ft', 3_200],
      ['Enamel paint on grills, gate and railings', 593_000, 'sq ft', 2_600],
      ['Polish on the main door and wooden frames', 1_000, 'lot', 2_200_000],
      ['Site cleaning and debris removal at handover', 1_000, 'lot', 1_500_000],
      ['Solar water heater 200 litre', 1_000, 'no.', 3_800_000, true],
      ['Rain water harvesting pit', 1_000, 'no.', 4_500_000],
    ],
  ],
]

const englishTerms = [
  '1. Rates are for the specification above; any change of design or material is charged extra at the agreed rates.',
  '2. Water and electricity for construction are provided by the client at the site.',
  '3. Work starts within 15 days of the booking payment; the house is handed over within 14 months, weather permitting.',
  '4. Each stage is paid within 7 days of its completion; work pauses while a payment is due.',
  '5. Steel: TMT Fe 500D (Tata Tiscon or SAIL); cement: OPC 43 / PPC (UltraTech, ACC or Ambuja).',
].join('\n')

/** The Hindi of each group's title and of its items' descriptions, in the order of `englishGroups`. */
const hindiWords: [title: string, descriptions: string[]][] = [
  [
    'नींव का कार्य',
    [
      'प्लॉट की सफ़ाई, समतलीकरण और ले-आउट',
      'नींव के लिए खुदाई, सामान्य मिट्टी में, मलबा ट्रक से 50 मीटर तक हटाना सहित',
      'नींव के गड्ढों और प्लिंथ में दीमक-रोधी उपचार',
      'फ़ुटिंग के नीचे पीसीसी 1:4:8, 100 मिमी मोटी',
      'आरसीसी M20 फ़ुटिंग, TMT Fe 500D सरिया और शटरिंग सहित',
      'आरसीसी प्लिंथ बीम 230 x 300 मिमी',
      'प्लिंथ तक ईंट की चिनाई, 1:6 सीमेंट मसाला (द्वितीय श्रेणी की ईंट नहीं)',
      'प्लिंथ में बालू भराई, पानी डालकर कुटाई',
      'डीपीसी 40 मिमी, वॉटरप्रूफ़िंग मिश्रण सहित',
      'खुदी हुई मिट्टी से परतों में भराई',
    ],
  ],
  [
    'ढाँचा (भूतल और प्रथम तल)',
    [
      'आरसीसी कॉलम 300 x 300 मिमी, M25, सरिया और शटरिंग सहित',
      'आरसीसी बीम, M25, सरिया और शटरिंग सहित',
      'भूतल की छत की ढलाई 125 मिमी, M25',
      'प्रथम तल की छत की ढलाई 125 मिमी, M25',
      'आरसीसी सीढ़ी, स्लैब और पायदान सहित',
      '230 मिमी ईंट की दीवार, 1:6 सीमेंट मसाला',
      '115 मिमी पार्टिशन दीवार, 1:4 सीमेंट मसाला',
      'दरवाज़ों और खिड़कियों पर लिंटल और छज्जा',
      'छत पर 1 मीटर ऊँची पैरापेट दीवार, कोपिंग सहित',
      'सभी कंक्रीट और चिनाई की 14 दिन तराई',
    ],
  ],
  [
    'प्लास्टर और फ़र्श',
    [
      'अंदर की दीवारों पर 12 मिमी प्लास्टर, 1:6',
      'छत के नीचे 6 मिमी प्लास्टर, 1:4',
      'बाहरी प्लास्टर 20 मिमी, दो परतों में, वॉटरप्रूफ़िंग सहित',
      'कमरों में विट्रीफ़ाइड टाइल 600 x 600 मिमी, स्कर्टिंग सहित',
      'शौचालय और बालकनी में एंटी-स्किड टाइल',
      'शौचालय और रसोई में 2.1 मीटर तक दीवार की टाइल',
      'रसोई के प्लेटफ़ॉर्म पर ग्रेनाइट 18 मिमी',
      'सीढ़ी पर कोटा पत्थर',
      'दरवाज़ों पर संगमरमर की चौखट पट्टी',
      'छत की वॉटरप्रूफ़िंग: ईंट के टुकड़े और चाइना मोज़ेक',
    ],
  ],
  [
    'दरवाज़े, खिड़कियाँ और ग्रिल',
    [
      'मुख्य द्वार: सागवान की चौखट और पल्ला, हार्डवेयर सहित',
      'अंदर के फ़्लश दरवाज़े 30 मिमी, साल की चौखट',
      'शौचालय के पीवीसी दरवाज़े, चौखट सहित',
      'यूपीवीसी स्लाइडिंग खिड़कियाँ, मच्छर जाली सहित',
      'खिड़कियों पर लोहे की ग्रिल, रंगाई सहित',
      'लोहे का मुख्य गेट, डिज़ाइन और रंगाई सहित',
      'सीढ़ी की स्टेनलेस स्टील 304 रेलिंग',
      'शौचालयों में लूवर वाले रोशनदान',
      'आरसीसी लॉफ़्ट और रसोई की ताक',
      'मॉड्यूलर किचन की अलमारियाँ',
    ],
  ],
  [
    'बिजली और नलसाज़ी',
    [
      'छुपी हुई वायरिंग, FRLS ताँबे के तार और मॉड्यूलर स्विच, प्रति पॉइंट',
      'एमसीबी और आरसीसीबी सहित डिस्ट्रीब्यूशन बोर्ड',
      'ताँबे की प्लेट से अर्थिंग, केमिकल सहित',
      'सीपीवीसी पानी की लाइनें, छुपी हुई, फ़िटिंग सहित',
      'यूपीवीसी मल, गंदे पानी और बरसाती पानी के पाइप',
      'सैनिटरी सामान: कमोड, वॉश बेसिन, हेल्थ फ़ॉसेट',
      'सीपी फ़िटिंग: नल, मिक्सर, शावर',
      'छत पर 2,000 लीटर की पानी की टंकी, प्लेटफ़ॉर्म सहित',
      '10,000 लीटर का भूमिगत आरसीसी संप',
      'नियमानुसार सेप्टिक टैंक और सोख्ता',
    ],
  ],
  [
    'रंगाई और अंतिम कार्य',
    [
      'अंदर की दीवारों और छत पर दो परत पुट्टी',
      'प्राइमर पर दो परत एक्रिलिक इमल्शन, अंदर',
      'प्राइमर पर दो परत बाहरी इमल्शन',
      'ग्रिल, गेट और रेलिंग पर इनेमल पेंट',
      'मुख्य द्वार और लकड़ी की चौखटों पर पॉलिश',
      'सौंपने से पहले साइट की सफ़ाई और मलबा हटाना',
      'सौर जल हीटर 200 लीटर',
      'वर्षा जल संचयन गड्ढा',
    ],
  ],
]

/** The units of `englishGroups` in Hindi. */
const hindiUnits: Record<string, string> = {
  'sq ft': 'वर्ग फ़ीट',
  'cu m': 'घन मीटर',
  lot: 'लॉट',
  'running ft': 'रनिंग फ़ीट',
  'no.': 'नग',
  point: 'पॉइंट',
  set: 'सेट',
}

const hindiTerms = [
  '1. दरें ऊपर दिए गए विवरण के अनुसार हैं; डिज़ाइन या सामग्री में बदलाव का ख़र्च तय दरों पर अलग से होगा।',
  '2. निर्माण के लिए पानी और बिजली की व्यवस्था ग्राहक करेंगे।',
  '3. बुकिंग की राशि मिलने के 15 दिन के भीतर कार्य शुरू होगा; मकान 14 महीनों में सौंपा जाएगा।',
  '4. हर चरण पूरा होने के 7 दिन के भीतर उसकी किस्त देय है; किस्त बाकी रहने पर कार्य रुका रहेगा।',
  '5. कृपया ध्यान दें: सरिया TMT Fe 500D (टाटा टिस्कॉन या सेल); सीमेंट OPC 43 / PPC।',
].join('\n')

/** The payment schedule: each stage's name in English and in Hindi, and its share. */
const scheduleStages = [
  ['Booking', 'बुकिंग', 1000],
  ['Foundation and plinth', 'नींव और प्लिंथ', 1500],
  ['Ground floor slab', 'भूतल की छत की ढलाई', 2000],
  ['First floor slab', 'प्रथम तल की छत की ढलाई', 2000],
  ['Brickwork and plaster', 'चिनाई और प्लास्टर', 1500],
  ['Flooring and finishing', 'फ़र्श और अंतिम कार्य', 1500],
  ['Handover', 'मकान सौंपना', 500],
] as const

/** A word the Hindi tables must have, or the test's data is broken. */
function hindiOf(word: string | undefined, what: string): string {
  if (word === undefined) throw new Error(`No Hindi for ${what}`)
  return word
}

/** The groups in `language`: the figures of `englishGroups`, in Hindi words when asked. */
function groupsIn(language: 'en' | 'hi'): [string, Item[]][] {
  if (language === 'en') return englishGroups
  return englishGroups.map(([title, items], group) => {
    const [hindiTitle, descriptions] = hindiWords[group] ?? []
    return [
      hindiOf(hindiTitle, title),
      items.map(
        ([description, quantityMilli, unit, ratePaise, optional], index): Item => [
          hindiOf(descriptions?.[index], description),
          quantityMilli,
          hindiOf(hindiUnits[unit], unit),
          ratePaise,
          optional,
        ],
      ),
    ]
  })
}

/** The groups with the first `perGroup` items of each, and its optional items. */
function groupsOf(groups: [string, Item[]][], perGroup: number) {
  return groups.map(([title, items]) => ({
    title,
    items: items
      .filter(([, , , , optional], index) => index < perGroup || optional)
      .map(([description, quantityMilli, unit, ratePaise, optional = false]) => ({
        description,
        quantityMilli,
        unit,
        ratePaise,
        optional,
      })),
  }))
}

/** A paper of `content` (defaults filled in by the contract's schema), with its totals. */
export function paperOf(
  content: QuotationContentInput,
  overrides: Partial<Omit<QuotationPaper, 'content' | 'totals'>> = {},
): QuotationPaper {
  const parsed = quotationContentSchema.parse(content)
  return {
    number: 'Q-12',
    revision: 2,
    issuedOn: '2026-03-02',
    company: sampleCompany,
    ...overrides,
    content: parsed,
    totals: quotationTotals(parsed),
  }
}

/** A house in Patna, about 60 items in six groups, GST on top, a discount, seven stages. */
export function samplePaper(language: 'en' | 'hi', perGroup = 7): QuotationPaper {
  const hindi = language === 'hi'
  return paperOf({
    language,
    title: hindi
      ? 'जी+1 आवासीय मकान, 1,800 वर्ग फ़ीट प्रति तल, मानक गुणवत्ता'
      : 'G+1 house, 1,800 sq ft a floor, standard finish',
    clientName: hindi ? 'श्री रमेश प्रसाद श्रीवास्तव' : 'Ramesh Prasad Srivastava',
    clientPhone: '+91 98350 67890',
    clientEmail: 'ramesh.prasad@example.in',
    siteAddress: hindi
      ? 'प्लॉट 14, राजीव नगर रोड नंबर 6, पटना 800024 (क्षेत्र: दीघा के पास)'
      : 'Plot 14, Rajeev Nagar Road No. 6, Patna 800024 (near Digha)',
    groups: groupsOf(groupsIn(language), perGroup),
    discountPaise: 2_500_000,
    taxLines: [
      { label: 'CGST', rateBasisPoints: 900 },
      { label: 'SGST', rateBasisPoints: 900 },
    ],
    pricesIncludeTax: false,
    validUntil: '2026-04-01',
    terms: hindi ? hindiTerms : englishTerms,
    schedule: scheduleStages.map(([english, hindiLabel, percentBasisPoints]) => ({
      label: hindi ? hindiLabel : english,
      percentBasisPoints,
    })),
  })
}
