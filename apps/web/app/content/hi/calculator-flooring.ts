// Hindi of the Flooring calculator: its own texts
// (../../features/calculators/flooring/flooring-text.ts) and the engine's "How we worked this
// out". Loaded with the calculator, on Hindi pages only.
import type { FlooringType } from '@nirman/calc-engine'
import type { CalculatorHindi } from '../../features/calculators/calculator-hindi-texts'
import type { FlooringText } from '../../features/calculators/flooring/flooring-text'
import type { Figure } from '../../features/calculators/result-list'
import { amountInFiguresAndWords } from '../../i18n/amounts'

const flooringTypes = {
  tile: 'टाइल',
  hardwood: 'हार्डवुड',
  laminate: 'लैमिनेट',
  vinyl: 'विनाइल',
  carpet: 'कारपेट',
  other: 'दूसरा फ़र्श',
}

const patterns = { straight: 'सीधा', diagonal: 'तिरछा (डायगोनल)', herringbone: 'हेरिंगबोन' }

/** Carpet comes in rolls (of `squareFeet` each); everything else in boxes. */
function packs(flooring: FlooringType, count: Figure, squareFeet: number): string {
  const pack = flooring === 'carpet' ? 'रोल' : count.value === 1 ? 'डिब्बा' : 'डिब्बे'
  return `${squareFeet} sq ft के ${count.text} ${pack}`
}

function pieces(flooring: FlooringType, count: Figure): string {
  const piece = flooring === 'tile' ? (count.value === 1 ? 'टाइल' : 'टाइलें') : 'प्लैंक'
  return `${count.text} ${piece}`
}

const money = (amount: Figure) => amountInFiguresAndWords('hi', amount)

export const calculatorHindi: CalculatorHindi<FlooringText> = {
  text: {
    fields: {
      length: 'कमरे की लंबाई',
      width: 'कमरे की चौड़ाई',
      flooring: 'फ़्लोरिंग का प्रकार',
      tileLength: 'टाइल की लंबाई',
      tileWidth: 'टाइल की चौड़ाई',
      pattern: 'बिछाने का पैटर्न',
      patternHint: 'तिरछे और हेरिंगबोन पैटर्न में कटाई की वजह से ज़्यादा टाइलें लगती हैं।',
      plankLength: 'प्लैंक की लंबाई',
      plankWidth: 'प्लैंक की चौड़ाई',
      wastage: 'बर्बादी',
      pricePerSqFt: 'प्रति sq ft दाम',
      pricePerBox: 'एक डिब्बे का दाम',
    },
    boxCovers: (squareFeet) => `एक डिब्बे से ${squareFeet} sq ft ढकता है।`,
    feet: 'फ़ीट',
    inches: 'इंच',
    flooringTypes,
    patterns,
    results: {
      total: 'कुल लागत',
      area: 'फ़र्श का एरिया',
      withWastage: 'बर्बादी जोड़कर एरिया',
      tiles: 'टाइलें',
      planks: 'प्लैंक',
      toBuy: 'ख़रीदना है',
      material: 'सामान की लागत',
      labour: 'मज़दूरी की लागत',
    },
    packs,
    pieces,
    summary: {
      floor: (flooring, area, withWastage) =>
        `${flooringTypes[flooring]} का फ़र्श: ${area} sq ft (बर्बादी जोड़कर ${withWastage} sq ft)`,
      pieces: (flooring, count) => `पीस: ${pieces(flooring, count)}`,
      toBuy: (flooring, count, squareFeet) => `ख़रीदना है: ${packs(flooring, count, squareFeet)}`,
      materialAndLabour: (material, labour) => `सामान: ${money(material)}, मज़दूरी: ${money(labour)}`,
      total: (total) => `कुल लागत: ${money(total)}`,
    },
  },
  engine: {
    texts: {
      'Floor area': 'फ़र्श का एरिया',
      'length × width': 'लंबाई × चौड़ाई',
      'With wastage': 'बर्बादी जोड़कर',
      'floor area × (1 + wastage ÷ 100)': 'फ़र्श का एरिया × (1 + बर्बादी ÷ 100)',
      Boxes: 'डिब्बे',
      'area with wastage ÷ area a box of {flooring} covers, rounded up':
        'बर्बादी समेत एरिया ÷ {flooring} का एक डिब्बा जितना एरिया ढकता है, पूरी संख्या तक बढ़ाकर',
      '{n} boxes': '{n} डिब्बे',
      '{n} box': '{n} डिब्बा',
      Tiles: 'टाइलें',
      'area with wastage × {pattern} pattern factor ÷ area of one tile, rounded up':
        'बर्बादी समेत एरिया × {pattern} पैटर्न का फ़ैक्टर ÷ एक टाइल का एरिया, पूरी संख्या तक बढ़ाकर',
      '{n} tiles': '{n} टाइलें',
      '{n} tile': '{n} टाइल',
      Planks: 'प्लैंक',
      'area with wastage ÷ area of one plank, rounded up':
        'बर्बादी समेत एरिया ÷ एक प्लैंक का एरिया, पूरी संख्या तक बढ़ाकर',
      '{n} planks': '{n} प्लैंक',
      '{n} plank': '{n} प्लैंक',
      Material: 'सामान',
      'area with wastage × price per sq ft': 'बर्बादी समेत एरिया × प्रति sq ft दाम',
      'boxes × price per box': 'डिब्बे × एक डिब्बे का दाम',
      Labour: 'मज़दूरी',
      'floor area × labour for {flooring} per sq ft':
        'फ़र्श का एरिया × {flooring} की प्रति sq ft मज़दूरी',
      'Total cost': 'कुल लागत',
      'material + labour': 'सामान + मज़दूरी',
    },
    words: { flooring: flooringTypes, pattern: patterns },
  },
}
