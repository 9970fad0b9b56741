// Hindi of the Concrete calculator: its own texts
// (../../features/calculators/concrete/concrete-text.ts) and the engine's "How we worked this
// out". Loaded with the calculator, on Hindi pages only.
import type { CalculatorHindi } from '../../features/calculators/calculator-hindi-texts'
import type { ConcreteText } from '../../features/calculators/concrete/concrete-text'
import { amountInFiguresAndWords } from '../../i18n/amounts'

export const calculatorHindi: CalculatorHindi<ConcreteText> = {
  text: {
    fields: {
      shape: 'आकार',
      wastage: 'बर्बादी',
      strength: 'कंक्रीट की मज़बूती',
    },
    shapes: {
      rectangular: 'चौकोर (फ़ुटिंग, बीम, दीवार)',
      slab: 'स्लैब',
      cylindrical: 'गोल कॉलम',
      circular: 'गोल स्लैब या फ़ुटिंग',
    },
    dimensions: {
      length: 'लंबाई',
      width: 'चौड़ाई',
      height: 'ऊँचाई या गहराई',
      thickness: 'मोटाई',
      diameter: 'व्यास (डायमीटर)',
      radius: 'त्रिज्या (रेडियस)',
    },
    feet: 'फ़ीट',
    inches: 'इंच',
    strengthOption: (psi, mix) => `${psi} PSI (मिक्स ${mix})`,
    results: {
      toOrder: 'मँगवाने लायक कंक्रीट (बर्बादी जोड़कर)',
      shapeVolume: 'आकार का वॉल्यूम',
      cement: 'सीमेंट',
      cementVolume: 'सीमेंट का वॉल्यूम',
      sand: 'बालू',
      aggregate: 'गिट्टी',
      water: 'पानी',
      trucks: 'रेडी-मिक्स ट्रक (हर एक 10 cu yd)',
      cost: 'अनुमानित लागत',
    },
    cementBags: (bags) => `${bags} बोरी (हर बोरी 1 cu ft)`,
    water: (gallons) => `${gallons} US गैलन`,
    trucks: (trucks) => `${trucks.text} ट्रक`,
    summary: {
      toOrder: (cubicYards, cubicMetres) =>
        `मँगवाने लायक कंक्रीट: ${cubicYards} cu yd (${cubicMetres} m³)`,
      cement: (bags) => `सीमेंट: ${bags} बोरी`,
      trucks: (trucks) => `रेडी-मिक्स ट्रक: ${trucks}`,
      cost: (cost) => `अनुमानित लागत: ${amountInFiguresAndWords('hi', cost)}`,
    },
  },
  engine: {
    texts: {
      Volume: 'वॉल्यूम',
      'length × width × height ÷ 27': 'लंबाई × चौड़ाई × ऊँचाई ÷ 27',
      'length × width × thickness ÷ 12 ÷ 27': 'लंबाई × चौड़ाई × मोटाई (इंच) ÷ 12 ÷ 27',
      'π × (diameter ÷ 2)² × height ÷ 27': 'π × (व्यास ÷ 2)² × ऊँचाई ÷ 27',
      'π × radius² × height ÷ 27': 'π × त्रिज्या² × ऊँचाई ÷ 27',
      'With wastage': 'बर्बादी जोड़कर',
      'volume × (1 + wastage ÷ 100)': 'वॉल्यूम × (1 + बर्बादी ÷ 100)',
      Cement: 'सीमेंट',
      "volume with wastage × cement's part of the {mix} mix × 27 ÷ cu ft in a bag, rounded up":
        'बर्बादी समेत वॉल्यूम × {mix} मिक्स में सीमेंट का हिस्सा × 27 ÷ एक बोरी में cu ft, पूरी संख्या तक बढ़ाकर',
      '{n} bags': '{n} बोरी',
      '{n} bag': '{n} बोरी',
      Water: 'पानी',
      'cement in cu ft × water-cement ratio × gallons per cu ft':
        'सीमेंट (cu ft में) × पानी-सीमेंट अनुपात × प्रति cu ft गैलन',
      '{n} gallons': '{n} गैलन',
      Trucks: 'ट्रक',
      'volume with wastage ÷ load of a truck, rounded up':
        'बर्बादी समेत वॉल्यूम ÷ एक ट्रक का लोड, पूरी संख्या तक बढ़ाकर',
      '{n} trucks': '{n} ट्रक',
      '{n} truck': '{n} ट्रक',
      Cost: 'लागत',
      'volume with wastage × price per cu yd': 'बर्बादी समेत वॉल्यूम × प्रति cu yd दाम',
    },
  },
}
