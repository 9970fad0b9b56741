// Hindi of the Plumbing calculator: its own texts
// (./plumbing-text.ts), the engine's pipe runs, fixtures and
// pump advice, and its "How we worked this out". Loaded with the calculator, on Hindi pages only.
import type { PlumbingPipeType, PlumbingStepId } from '@nirman/calc-engine'
import { amountInFiguresAndWords } from '../../../i18n/amounts'
import type { CalculatorHindi } from '../calculator-hindi-texts'
import type { PlumbingText } from './plumbing-text'

const pipeTypes: Record<PlumbingPipeType, string> = {
  upvc: 'uPVC',
  cpvc: 'CPVC',
  copper: 'ताँबा (कॉपर)',
}

const buildingTypes = {
  residential: 'रिहायशी',
  commercial: 'कमर्शियल',
  industrial: 'औद्योगिक',
}

export const calculatorHindi: CalculatorHindi<PlumbingText, PlumbingStepId> = {
  text: {
    fields: {
      buildingType: 'इमारत का प्रकार',
      floors: 'मंज़िलें',
      bathrooms: 'बाथरूम',
      kitchens: 'किचन',
      pipe: 'पानी सप्लाई का पाइप',
      pipeHint: 'नाली और वेंट के पाइप हमेशा uPVC के होते हैं।',
      heater: 'गीज़र',
      fixtures: 'फ़िटिंग पॉइंट',
      fixturesHint: 'ज़रूरी नहीं। ख़ाली छोड़ें तो हर बाथरूम के 4 और हर किचन के 2 गिने जाएँगे।',
      storage: 'पानी की टंकी',
      storageHint: 'ज़रूरी नहीं। ख़ाली छोड़ें तो इमारत में रहने वाले लोगों के हिसाब से साइज़ लगेगा।',
    },
    buildingTypes,
    pipeTypes,
    heaters: {
      storage: 'स्टोरेज गीज़र',
      instant: 'इंस्टेंट गीज़र',
      solar: 'सोलर वॉटर हीटर',
      none: 'कोई नहीं',
    },
    results: {
      cost: 'प्लंबिंग की अनुमानित लागत',
      pipes: 'पाइप',
      fixtures: 'फ़िटिंग और सामान',
      storage: (people) => `${people} लोगों के लिए पानी की टंकी`,
      labour: 'मज़दूरी (40%)',
      heater: 'गीज़र',
      fixturePoints: 'फ़िटिंग पॉइंट',
      pump: 'पंप',
    },
    noHeater: 'कोई नहीं',
    tables: {
      supplyPipes: 'पानी सप्लाई के पाइप',
      drainPipes: 'नाली और वेंट के पाइप',
      run: 'लाइन',
      length: 'लंबाई',
      cost: 'लागत',
      fixtures: 'फ़िटिंग और सामान',
      item: 'सामान',
      quantity: 'संख्या',
      pipe: (inches, pipeType, rupeesPerFoot) =>
        `${inches} इंच ${pipeTypes[pipeType]}, ${rupeesPerFoot}/फ़ुट`,
      runLength: (runs, feet) => (runs === 1 ? `${feet} फ़ीट` : `${runs} × ${feet} फ़ीट`),
      each: (price) => `${price} प्रति नग`,
    },
    summary: {
      cost: (cost) => `प्लंबिंग की अनुमानित लागत: ${amountInFiguresAndWords('hi', cost)}`,
      parts: (pipes, fixtures, storage, labour) =>
        `पाइप ${pipes}, फ़िटिंग ${fixtures}, टंकी ${storage}, मज़दूरी ${labour}`,
      storage: (storage, heater) => `पानी की टंकी: ${storage}; गीज़र: ${heater ?? 'कोई नहीं'}`,
      pump: (advice) => `पंप: ${advice}`,
    },
  },
  engine: {
    steps: {
      fixturePoints: {
        label: 'फ़िटिंग पॉइंट',
        formula: 'बाथरूम × 4 + किचन × 2',
        working: '{bathrooms} × {pointsPerBathroom} + {kitchens} × {pointsPerKitchen}',
        result: '{fixturePoints} पॉइंट',
      },
      fixturePointsGiven: {
        label: 'फ़िटिंग पॉइंट',
        formula: 'जैसा आपने भरा',
        working: '{given}',
        result: '{fixturePoints} पॉइंट',
      },
      pipes: {
        label: 'पाइप',
        formula: 'हर सप्लाई, नाली और वेंट लाइन के फ़ीट × लाइनों की संख्या × प्रति फ़ुट दाम का जोड़',
        working: '{runs}',
        result: '{pipeCost}',
      },
      fixtures: {
        label: 'फ़िटिंग',
        formula: 'हर फ़िटिंग की संख्या × दाम का जोड़',
        working: '{fixtures}',
        result: '{fixtureCost}',
      },
      waterStorage: {
        label: 'पानी की टंकी',
        formula: 'रहने वाले लोग × प्रति व्यक्ति लीटर ({buildingType})',
        working: '{occupants} × {litresPerPerson}',
        result: '{storageLitres} लीटर',
      },
      waterStorageGiven: {
        label: 'पानी की टंकी',
        formula: 'जैसा आपने भरा',
        working: '{storageLitres}',
        result: '{storageLitres} लीटर',
      },
      storageCost: {
        label: 'टंकी की लागत',
        formula: 'लीटर × उस साइज़ की टंकी का प्रति लीटर दाम',
        working: '{storageLitres} × {rupeesPerLitre}',
        result: '{storageCost}',
      },
      labour: {
        label: 'मज़दूरी',
        formula: '(पाइप + फ़िटिंग + टंकी) × मज़दूरी का हिस्सा',
        working: '{materialsCost} × {labourShare}',
        result: '{labourCost}',
      },
      totalCost: {
        label: 'कुल लागत',
        formula: 'पाइप + फ़िटिंग + टंकी + मज़दूरी',
        working: '{pipeCost} + {fixtureCost} + {storageCost} + {labourCost}',
        result: '{totalCost}',
      },
    },
    texts: {
      // Pipe runs and fixtures.
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
      // Pump advice.
      'No pump required if municipal pressure is adequate':
        'नगर निगम के पानी में प्रेशर ठीक हो तो पंप की ज़रूरत नहीं',
      '0.5 HP pump recommended': '0.5 HP का पंप लगाएँ',
      '1 HP pump with pressure tank recommended': '1 HP का पंप, प्रेशर टैंक के साथ लगाएँ',
      'Multi-stage pump system with pressure booster required':
        'प्रेशर बूस्टर के साथ मल्टी-स्टेज पंप सिस्टम ज़रूरी है',
    },
    words: { buildingType: buildingTypes },
  },
}
