// Hindi of the Paint calculator: its own texts (./paint-text.ts)
// and the engine's "How we worked this out". Loaded with the calculator, on Hindi pages only.
import type { PaintCan, PaintStepId } from '@nirman/calc-engine'
import { amountInFiguresAndWords } from '../../../i18n/amounts'
import type { CalculatorHindi } from '../calculator-hindi-texts'
import type { PaintText } from './paint-text'

const cans = (list: readonly PaintCan[]) =>
  list.map((can) => `${can.count} × ${can.sizeLitres} L`).join(', ')

const qualities = { economy: 'इकॉनमी', standard: 'स्टैंडर्ड', premium: 'प्रीमियम' }

export const calculatorHindi: CalculatorHindi<PaintText, PaintStepId> = {
  text: {
    fields: {
      length: 'कमरे की लंबाई',
      width: 'कमरे की चौड़ाई',
      height: 'दीवार की ऊँचाई',
      doors: 'दरवाज़े',
      windows: 'खिड़कियाँ',
      quality: 'पेंट की क्वालिटी',
      coats: 'कितने कोट',
    },
    feet: 'फ़ीट',
    qualities,
    coatCount: (coats) => `${coats} कोट`,
    results: {
      paintNeeded: 'कितना पेंट लगेगा',
      wallArea: 'दीवारों का एरिया',
      areaToPaint: 'पेंट होने वाला एरिया',
      cansToBuy: 'कितने डिब्बे ख़रीदें',
      estimatedCost: 'अनुमानित ख़र्च',
    },
    litres: (litres) => `${litres.text} लीटर`,
    cans: (list) => cans(list) || 'एक भी नहीं',
    summary: {
      paintNeeded: (litres) => `लगने वाला पेंट: ${litres.text} लीटर`,
      cans: (list) => `डिब्बे: ${cans(list)}`,
      cost: (cost) => `अनुमानित ख़र्च: ${amountInFiguresAndWords('hi', cost)}`,
    },
  },
  engine: {
    steps: {
      wallArea: {
        label: 'दीवारों का एरिया',
        formula: '2 × (लंबाई + चौड़ाई) × ऊँचाई',
        working: '2 × ({length} + {width}) × {height}',
        result: '{wallArea} sq ft',
      },
      openings: {
        label: 'दरवाज़े और खिड़कियाँ',
        formula: 'दरवाज़े × एक दरवाज़े का एरिया + खिड़कियाँ × एक खिड़की का एरिया',
        working: '{doors} × {doorArea} + {windows} × {windowArea}',
        result: '{openings} sq ft',
      },
      areaToPaint: {
        label: 'पेंट होने वाला एरिया',
        formula: 'दीवारों का एरिया − दरवाज़े और खिड़कियाँ (0 से कम नहीं)',
        working: '{wallArea} − {openings}',
        result: '{areaToPaint} sq ft',
      },
      paintNeeded: {
        label: 'कितना पेंट लगेगा',
        formula: 'पेंट होने वाला एरिया ÷ {quality} पेंट का एक लीटर जितना एरिया ढकता है × कोट',
        working: '{areaToPaint} ÷ {coverage} × {coats}',
        result: '{litres} लीटर',
      },
      cansToBuy: {
        label: 'कितने डिब्बे ख़रीदें',
        formula: 'पूरे लीटर (ऊपर की ओर), पहले सबसे बड़े डिब्बों से',
        working: '{wholeLitres} लीटर',
        result: ({ cans }) => cans || 'एक भी नहीं',
      },
      cost: {
        label: 'पेंट का ख़र्च',
        formula: 'लगने वाला पेंट × {quality} पेंट के एक लीटर का दाम',
        working: '{litres} × {price}',
        result: '{cost}',
      },
    },
    texts: {},
    words: { quality: qualities },
  },
}
