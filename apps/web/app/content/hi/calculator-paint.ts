// Hindi of the Paint calculator: its own texts (../../features/calculators/paint/paint-text.ts)
// and the engine's "How we worked this out". Loaded with the calculator, on Hindi pages only.
import type { PaintCan } from '@nirman/calc-engine'
import type { CalculatorHindi } from '../../features/calculators/calculator-hindi-texts'
import type { PaintText } from '../../features/calculators/paint/paint-text'
import { amountInFiguresAndWords } from '../../i18n/amounts'

const cans = (list: readonly PaintCan[]) =>
  list.map((can) => `${can.count} × ${can.sizeLitres} L`).join(', ')

const qualities = { economy: 'इकॉनमी', standard: 'स्टैंडर्ड', premium: 'प्रीमियम' }

export const calculatorHindi: CalculatorHindi<PaintText> = {
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
    texts: {
      'Wall area': 'दीवारों का एरिया',
      '2 × (length + width) × height': '2 × (लंबाई + चौड़ाई) × ऊँचाई',
      'Doors and windows': 'दरवाज़े और खिड़कियाँ',
      'doors × area of a door + windows × area of a window':
        'दरवाज़े × एक दरवाज़े का एरिया + खिड़कियाँ × एक खिड़की का एरिया',
      'Area to paint': 'पेंट होने वाला एरिया',
      'wall area − doors and windows, never below 0':
        'दीवारों का एरिया − दरवाज़े और खिड़कियाँ (0 से कम नहीं)',
      'Paint needed': 'कितना पेंट लगेगा',
      'area to paint ÷ area a litre of {quality} paint covers × coats':
        'पेंट होने वाला एरिया ÷ {quality} पेंट का एक लीटर जितना एरिया ढकता है × कोट',
      '{n} litres': '{n} लीटर',
      'Cans to buy': 'कितने डिब्बे ख़रीदें',
      'litres rounded up, filled with the largest cans first':
        'पूरे लीटर (ऊपर की ओर), पहले सबसे बड़े डिब्बों से',
      none: 'एक भी नहीं',
      'Cost of paint': 'पेंट का ख़र्च',
      'paint needed × price of a litre of {quality} paint':
        'लगने वाला पेंट × {quality} पेंट के एक लीटर का दाम',
    },
    words: { quality: qualities },
  },
}
