import type {
  BrickType,
  FlooringType,
  PaintQuality,
  PlumbingPipeType,
  RoofMaterial,
  RoofType,
  StaircaseHandrail,
  StaircaseMaterial,
  StaircaseType,
} from '@nirman/calc-engine'
import type { QuoteLanguage } from '@nirman/contract'
import type { CalculatorSlug } from './estimate-message'

// The words of a quotation's items made from a calculator's estimate, in English and in Hindi (the
// Hindi of the website's calculators where it has one: apps/web/app/features/calculators/*-hindi.ts).

/** A figure as an item's description writes it: Indian grouping, at most two decimals. */
export const figure = (value: number): string =>
  value.toLocaleString('en-IN', { maximumFractionDigits: 2 })

/** The units of an estimate's items. */
interface Units {
  sqFt: string
  hundredSqFt: string
  litre: string
  box: string
  bag: string
  number: string
  cuFt: string
  cuM: string
  cuYd: string
  kg: string
  runningFt: string
  lot: string
  roof: Record<RoofMaterial, string>
}

const units: Record<QuoteLanguage, Units> = {
  en: {
    sqFt: 'sq ft',
    hundredSqFt: '100 sq ft',
    litre: 'litre',
    box: 'box',
    bag: 'bag',
    number: 'no.',
    cuFt: 'cu ft',
    cuM: 'cu m',
    cuYd: 'cu yd',
    kg: 'kg',
    runningFt: 'running ft',
    lot: 'lot',
    roof: { asphalt: 'bundle', metal: 'panel', tile: 'square', slate: 'square', wood: 'bundle' },
  },
  hi: {
    sqFt: 'वर्ग फ़ीट',
    hundredSqFt: '100 वर्ग फ़ीट',
    litre: 'लीटर',
    box: 'डिब्बा',
    bag: 'बोरी',
    number: 'नग',
    cuFt: 'घन फ़ीट',
    cuM: 'घन मीटर',
    cuYd: 'घन गज',
    kg: 'किलो',
    runningFt: 'रनिंग फ़ीट',
    lot: 'एकमुश्त',
    roof: { asphalt: 'बंडल', metal: 'पैनल', tile: 'स्क्वेयर', slate: 'स्क्वेयर', wood: 'बंडल' },
  },
}

/** The group of each calculator's items: the stage or trade it prices. */
const groups: Record<QuoteLanguage, Record<CalculatorSlug, string> & { unknown: string }> = {
  en: {
    'cost-estimator': 'Construction',
    'materials-calculator': 'Brickwork materials',
    'paint-calculator': 'Painting',
    'concrete-calculator': 'Concrete',
    'flooring-calculator': 'Flooring',
    'roof-calculator': 'Roof',
    'land-grading-calculator': 'Land grading',
    'electrical-calculator': 'Electrical work',
    'plumbing-calculator': 'Plumbing',
    'staircase-calculator': 'Staircase',
    'hvac-calculator': 'Air conditioning',
    'renovation-roi-calculator': 'Renovation',
    'loan-calculator': 'Construction loan',
    unknown: 'Estimate',
  },
  hi: {
    'cost-estimator': 'निर्माण',
    'materials-calculator': 'ईंट की जुड़ाई का सामान',
    'paint-calculator': 'रंगाई-पुताई',
    'concrete-calculator': 'कंक्रीट',
    'flooring-calculator': 'फ़र्श (फ़्लोरिंग)',
    'roof-calculator': 'छत',
    'land-grading-calculator': 'ज़मीन समतलीकरण',
    'electrical-calculator': 'बिजली का काम',
    'plumbing-calculator': 'प्लंबिंग',
    'staircase-calculator': 'सीढ़ी',
    'hvac-calculator': 'एयर कंडीशनिंग (AC)',
    'renovation-roi-calculator': 'रेनोवेशन',
    'loan-calculator': 'कंस्ट्रक्शन लोन',
    unknown: 'अनुमान',
  },
}

/** The name of the group of `slug`'s items ("Painting"), or of an estimate of no known calculator. */
export const groupTitleOf = (slug: CalculatorSlug | null, language: QuoteLanguage): string =>
  groups[language][slug ?? 'unknown']

/** The pipe runs and fixtures of the plumbing calculator, by the engine's English name. */
const plumbingNames: Record<string, string> = {
  'Main Supply Line': 'मेन सप्लाई लाइन',
  'Branch Supply Lines': 'ब्रांच सप्लाई लाइनें',
  'Fixture Supply Lines': 'फ़िटिंग तक की सप्लाई लाइनें',
  'Main Drain Line': 'मेन नाली लाइन',
  'Branch Drain Lines': 'ब्रांच नाली लाइनें',
  'Fixture Drain Lines': 'फ़िटिंग की नाली लाइनें',
  'Vent Stack': 'वेंट पाइप (वेंट स्टैक)',
  Toilet: 'टॉयलेट (WC)',
  'Sink/Basin': 'सिंक/वॉश बेसिन',
  Shower: 'शावर',
  Bathtub: 'बाथटब',
  'Kitchen Sink': 'किचन सिंक',
  'Washing Machine Connection': 'वॉशिंग मशीन का कनेक्शन',
  'Water Heater Connection': 'गीज़र का कनेक्शन',
  'Floor Drain': 'फ़र्श की जाली (फ़्लोर ड्रेन)',
  'Main Shut-off Valve': 'मेन वाल्व',
  'Angle Valves': 'एंगल वाल्व',
}

const english = {
  units: units.en,
  summaryOnly: 'As estimated with the calculator: rate to be given',
  paint: (quality: PaintQuality, coats: number, area: number) =>
    `${{ economy: 'Economy', standard: 'Standard', premium: 'Premium' }[quality]} paint, ${coats} ${coats === 1 ? 'coat' : 'coats'}, for ${figure(area)} sq ft of walls (paint only)`,
  flooringMaterial: (type: FlooringType, area: number, wastage: number) =>
    `${flooringNames.en[type]} (material) for ${figure(area)} sq ft of floor, with ${figure(wastage)} % extra for cuts`,
  flooringLaying: (type: FlooringType) => `Laying the ${flooringNames.en[type].toLowerCase()}`,
  roofMaterial: (material: RoofMaterial, roofType: RoofType, area: number, wastage: number) =>
    `${roofMaterials.en[material]} (material) for a ${roofType} roof of ${figure(area)} sq ft, with ${figure(wastage)} % extra`,
  roofLaying: (material: RoofMaterial) => `Laying the ${roofMaterials.en[material].toLowerCase()}`,
  slabConcrete: (grade: string, thickness: number, area: number) =>
    `RCC roof slab concrete ${grade}, ${figure(thickness)} in thick, ${figure(area)} sq ft (materials, mixed and placed)`,
  slabSteel: 'Steel bars (TMT) of the RCC roof slab',
  slabLabour: 'Slab labour: centring, steel fixing, casting and curing',
  bricks: (type: BrickType, thickness: number, area: number) =>
    `${type === 'modular' ? 'Modular' : 'Standard'} bricks for a ${figure(thickness)} in wall of ${figure(area)} sq ft, with 10 % extra`,
  mortarCement: (ratio: number) => `Cement (50 kg bags) for the 1:${ratio} mortar`,
  mortarSand: 'Sand for the mortar, delivered',
  readyMix: (strength: number, wastage: number) =>
    `Ready-mixed concrete, ${strength} PSI, with ${figure(wastage)} % extra`,
  siteMixCement: (grade: string) => `Cement (50 kg bags) for ${grade} concrete mixed on site`,
  siteMixSand: (grade: string) => `Sand for ${grade} concrete`,
  siteMixAggregate: (grade: string) => `Aggregate (gitti) for ${grade} concrete`,
  pipe: (name: string, pipeType: PlumbingPipeType, inches: number) =>
    `${name}: ${pipeNames.en[pipeType]} pipe, ${figure(inches)} in`,
  fixture: (name: string) => name,
  storage: (litres: number) => `Water storage tank of ${figure(litres)} litres`,
  plumbingLabour: (percent: number) =>
    `Plumbing labour (${figure(percent)} % of the pipes, fittings and storage)`,
  stairBody: (material: StaircaseMaterial, type: StaircaseType, risers: number) =>
    `${stairMaterials.en[material]} staircase, ${stairTypes.en[type]}, ${risers} risers: treads, risers and stringers`,
  handrail: (handrail: StaircaseHandrail) => `${stairHandrails.en[handrail]} handrail`,
  balusters: 'Balusters',
}

export type EstimateWords = typeof english

const flooringNames: Record<QuoteLanguage, Record<FlooringType, string>> = {
  en: {
    tile: 'Tiles',
    hardwood: 'Hardwood',
    laminate: 'Laminate',
    vinyl: 'Vinyl',
    carpet: 'Carpet',
    other: 'Flooring',
  },
  hi: {
    tile: 'टाइल',
    hardwood: 'हार्डवुड',
    laminate: 'लैमिनेट',
    vinyl: 'विनाइल',
    carpet: 'कारपेट',
    other: 'फ़र्श',
  },
}

const roofMaterials: Record<QuoteLanguage, Record<RoofMaterial, string>> = {
  en: {
    asphalt: 'Asphalt shingles',
    metal: 'Metal sheets',
    tile: 'Roof tiles',
    slate: 'Slate',
    wood: 'Wood shakes',
  },
  hi: {
    asphalt: 'ऐस्फ़ाल्ट शिंगल',
    metal: 'मेटल शीट',
    tile: 'मिट्टी या कंक्रीट की टाइल (खपड़ा)',
    slate: 'स्लेट',
    wood: 'लकड़ी की शिंगल',
  },
}

const roofTypes: Record<RoofType, string> = {
  gable: 'गेबल',
  hip: 'हिप',
  flat: 'सपाट',
  mansard: 'मैन्सर्ड',
  gambrel: 'गैम्ब्रेल',
}

const pipeNames: Record<QuoteLanguage, Record<PlumbingPipeType, string>> = {
  en: { upvc: 'uPVC', cpvc: 'CPVC', copper: 'copper' },
  hi: { upvc: 'uPVC', cpvc: 'CPVC', copper: 'ताँबा (कॉपर)' },
}

const stairMaterials: Record<QuoteLanguage, Record<StaircaseMaterial, string>> = {
  en: { wood: 'Wooden', concrete: 'Concrete', metal: 'Metal' },
  hi: { wood: 'लकड़ी', concrete: 'कंक्रीट', metal: 'लोहा/धातु' },
}

const stairTypes: Record<QuoteLanguage, Record<StaircaseType, string>> = {
  en: { straight: 'straight', 'l-shaped': 'L-shaped', 'u-shaped': 'U-shaped', spiral: 'spiral' },
  hi: { straight: 'सीधी', 'l-shaped': 'L आकार की', 'u-shaped': 'U आकार की', spiral: 'घुमावदार' },
}

const stairHandrails: Record<QuoteLanguage, Record<StaircaseHandrail, string>> = {
  en: { simple: 'Simple', ornamental: 'Ornamental', glass: 'Glass' },
  hi: { simple: 'सादी', ornamental: 'नक्काशीदार', glass: 'काँच की' },
}

const hindi: EstimateWords = {
  units: units.hi,
  summaryOnly: 'कैलकुलेटर से निकला अनुमान: रेट बाद में दिया जाएगा',
  paint: (quality, coats, area) =>
    `${{ economy: 'इकॉनमी', standard: 'स्टैंडर्ड', premium: 'प्रीमियम' }[quality]} पेंट, ${coats} कोट, ${figure(area)} वर्ग फ़ीट दीवारों के लिए (सिर्फ़ पेंट)`,
  flooringMaterial: (type, area, wastage) =>
    `${flooringNames.hi[type]} (सामान), ${figure(area)} वर्ग फ़ीट फ़र्श के लिए, कटाई के लिए ${figure(wastage)} % ज़्यादा`,
  flooringLaying: (type) => `${flooringNames.hi[type]} बिछाने की मज़दूरी`,
  roofMaterial: (material, roofType, area, wastage) =>
    `${roofMaterials.hi[material]} (सामान), ${figure(area)} वर्ग फ़ीट की ${roofTypes[roofType]} छत के लिए, ${figure(wastage)} % ज़्यादा`,
  roofLaying: (material) => `${roofMaterials.hi[material]} लगाने की मज़दूरी`,
  slabConcrete: (grade, thickness, area) =>
    `आरसीसी छत की ढलाई का कंक्रीट ${grade}, ${figure(thickness)} इंच मोटा, ${figure(area)} वर्ग फ़ीट (सामान, मिलाई और ढलाई)`,
  slabSteel: 'आरसीसी छत का सरिया (TMT)',
  slabLabour: 'ढलाई की मज़दूरी: सेंटरिंग, सरिया बाँधना, ढलाई और तराई',
  bricks: (type, thickness, area) =>
    `${type === 'modular' ? 'मॉड्यूलर' : 'साधारण'} ईंटें, ${figure(thickness)} इंच मोटी ${figure(area)} वर्ग फ़ीट दीवार के लिए, 10 % ज़्यादा`,
  mortarCement: (ratio) => `1:${ratio} मसाले के लिए सीमेंट (50 किलो की बोरी)`,
  mortarSand: 'मसाले के लिए बालू, साइट तक पहुँचाकर',
  readyMix: (strength, wastage) => `रेडी-मिक्स कंक्रीट, ${strength} PSI, ${figure(wastage)} % ज़्यादा`,
  siteMixCement: (grade) => `साइट पर बनने वाले ${grade} कंक्रीट के लिए सीमेंट (50 किलो की बोरी)`,
  siteMixSand: (grade) => `${grade} कंक्रीट के लिए बालू`,
  siteMixAggregate: (grade) => `${grade} कंक्रीट के लिए गिट्टी`,
  pipe: (name, pipeType, inches) =>
    `${plumbingNames[name] ?? name}: ${pipeNames.hi[pipeType]} पाइप, ${figure(inches)} इंच`,
  fixture: (name) => plumbingNames[name] ?? name,
  storage: (litres) => `${figure(litres)} लीटर की पानी की टंकी`,
  plumbingLabour: (percent) => `प्लंबिंग की मज़दूरी (पाइप, फ़िटिंग और टंकी का ${figure(percent)} %)`,
  stairBody: (material, type, risers) =>
    `${stairMaterials.hi[material]} की ${stairTypes.hi[type]} सीढ़ी, ${risers} पायदान: ट्रेड, राइज़र और स्ट्रिंगर`,
  handrail: (handrail) => `${stairHandrails.hi[handrail]} रेलिंग (हैंडरेल)`,
  balusters: 'रेलिंग के खंभे (बलस्टर)',
}

/** The words of the items of an estimate in `language`. */
export const estimateWords: Record<QuoteLanguage, EstimateWords> = { en: english, hi: hindi }
