// Hindi of the Flooring calculator: its own texts
// (./flooring-text.ts) and the engine's "How we worked this
// out". Loaded with the calculator, on Hindi pages only.
import type { FlooringStepId, FlooringType } from '@nirman/calc-engine'
import { amountInFiguresAndWords } from '../../../i18n/amounts'
import type { CalculatorHindi } from '../calculator-hindi-texts'
import type { Figure } from '../result-list'
import type { FlooringText } from './flooring-text'

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

export const calculatorHindi: CalculatorHindi<FlooringText, FlooringStepId> = {
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
    steps: {
      floorArea: {
        label: 'फ़र्श का एरिया',
        formula: 'लंबाई × चौड़ाई',
        working: '{length} × {width}',
        result: '{area} sq ft',
      },
      withWastage: {
        label: 'बर्बादी जोड़कर',
        formula: 'फ़र्श का एरिया × (1 + बर्बादी ÷ 100)',
        working: '{area} × (1 + {wastage} ÷ 100)',
        result: '{areaWithWastage} sq ft',
      },
      boxes: {
        label: 'डिब्बे',
        formula: 'बर्बादी समेत एरिया ÷ {type} का एक डिब्बा जितना एरिया ढकता है, पूरी संख्या तक बढ़ाकर',
        working: '{areaWithWastage} ÷ {boxCoverage}',
        result: ({ boxes }) => `${boxes} ${boxes === '1' ? 'डिब्बा' : 'डिब्बे'}`,
      },
      tiles: {
        label: 'टाइलें',
        formula: 'बर्बादी समेत एरिया × {pattern} पैटर्न का फ़ैक्टर ÷ एक टाइल का एरिया, पूरी संख्या तक बढ़ाकर',
        working: '{areaWithWastage} × {patternFactor} ÷ ({tileLength} × {tileWidth} ÷ 144)',
        result: ({ tiles }) => `${tiles} ${tiles === '1' ? 'टाइल' : 'टाइलें'}`,
      },
      planks: {
        label: 'प्लैंक',
        formula: 'बर्बादी समेत एरिया ÷ एक प्लैंक का एरिया, पूरी संख्या तक बढ़ाकर',
        working: '{areaWithWastage} ÷ ({plankLength} × {plankWidth} ÷ 144)',
        result: '{planks} प्लैंक',
      },
      materialByArea: {
        label: 'सामान',
        formula: 'बर्बादी समेत एरिया × प्रति sq ft दाम',
        working: '{areaWithWastage} × {price}',
        result: '{materialCost}',
      },
      materialByBoxes: {
        label: 'सामान',
        formula: 'डिब्बे × एक डिब्बे का दाम',
        working: '{boxes} × {price}',
        result: '{materialCost}',
      },
      labour: {
        label: 'मज़दूरी',
        formula: 'फ़र्श का एरिया × {type} की प्रति sq ft मज़दूरी',
        working: '{area} × {labourRate}',
        result: '{labourCost}',
      },
      totalCost: {
        label: 'कुल लागत',
        formula: 'सामान + मज़दूरी',
        working: '{materialCost} + {labourCost}',
        result: '{totalCost}',
      },
    },
    words: { type: flooringTypes, pattern: patterns },
  },
}
