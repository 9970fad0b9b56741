// Hindi of the HVAC Sizing calculator: its own texts
// (./hvac-text.ts), the engine's systems and maintenance tips, and
// its "How we worked this out". Loaded with the calculator, on Hindi pages only.

import type { HvacStepId } from '@nirman/calc-engine'
import { amountInFiguresAndWords } from '../../../i18n/amounts'
import type { CalculatorHindi } from '../calculator-hindi-texts'
import type { HvacText } from './hvac-text'

const capacity = (tons: string, btu: string) => `${tons} टन (${btu} BTU/h)`

// The systems the engine suits to a load, by their English name: shown whole as the result's
// system, and put into the tons step.
const systems = {
  'Mini-Split System': 'मिनी स्प्लिट AC',
  'Split System': 'स्प्लिट AC सिस्टम',
  'Split System or Packaged Unit': 'स्प्लिट सिस्टम या पैकेज्ड यूनिट',
  'Commercial Packaged Unit or Multiple Systems': 'कमर्शियल पैकेज्ड यूनिट या कई सिस्टम',
}

export const calculatorHindi: CalculatorHindi<HvacText, HvacStepId> = {
  text: {
    fields: {
      floorArea: 'ठंडा करने वाला फ़्लोर एरिया',
      ceilingHeight: 'छत की ऊँचाई',
      occupants: 'आम तौर पर अंदर कितने लोग',
      buildingType: 'इमारत का प्रकार',
      climate: 'मौसम',
      insulation: 'इंसुलेशन',
      windows: 'खिड़कियाँ',
      appliances: 'उपकरणों से गर्मी',
    },
    feet: 'फ़ीट',
    buildingTypes: {
      residential: 'रिहायशी (घर)',
      commercial: 'कमर्शियल (दुकान, शोरूम)',
      industrial: 'औद्योगिक (फ़ैक्ट्री)',
      office: 'दफ़्तर',
    },
    climates: {
      mild: 'हल्का',
      moderate: 'सामान्य',
      hot: 'गर्म (पटना जैसा)',
      extreme: 'बहुत ज़्यादा गर्म',
    },
    insulationLevels: {
      poor: 'कमज़ोर',
      average: 'औसत',
      good: 'अच्छा',
      excellent: 'बहुत अच्छा',
    },
    windowLevels: {
      minimal: 'कम और छोटी खिड़कियाँ',
      average: 'औसत',
      extensive: 'बहुत खिड़कियाँ',
      full: 'पूरी काँच की दीवार',
    },
    applianceLevels: {
      minimal: 'बहुत कम',
      average: 'औसत',
      high: 'ज़्यादा',
    },
    capacity,
    results: {
      capacity: 'ज़रूरी कूलिंग क्षमता',
      system: 'सुझाया गया सिस्टम',
      vents: 'सप्लाई वेंट',
      supplyDuct: 'मेन सप्लाई डक्ट',
      returnDuct: 'मेन रिटर्न डक्ट',
      electricity: 'हर महीने की बिजली',
      runningCost: 'हर महीने चलाने का ख़र्च',
      equipment: 'मशीन',
      installation: 'इंस्टॉलेशन',
      ductwork: 'डक्ट का काम',
      total: 'लगवाने की कुल लागत',
    },
    tips: 'देखभाल के सुझाव',
    summary: {
      capacity: (tons, btu) => `कूलिंग क्षमता: ${capacity(tons, btu)}`,
      system: (system, vents) => `सिस्टम: ${system}, ${vents} सप्लाई वेंट`,
      installed: (cost) => `लगवाने की लागत: ${amountInFiguresAndWords('hi', cost)}`,
      running: (cost, kwh) => `चलाने का ख़र्च: ${cost} हर महीने (${kwh} kWh)`,
    },
  },
  engine: {
    steps: {
      coolingLoad: {
        label: 'कूलिंग लोड',
        formula:
          'फ़्लोर एरिया × प्रति sq ft BTU × इमारत, मौसम, इंसुलेशन और खिड़कियों के फ़ैक्टर × छत की ऊँचाई ÷ 8 + लोग × प्रति व्यक्ति BTU + उपकरणों की गर्मी',
        working:
          '{floorArea} × {btuPerSqFt} × {buildingFactor} × {climateFactor} × {insulationFactor} × {windowsFactor} × {ceilingHeight} ÷ {referenceCeilingHeight} + {occupants} × {btuPerOccupant} + {applianceBtu}',
        result: '{btu} BTU/h',
      },
      tons: {
        label: 'टन',
        formula: 'कूलिंग लोड ÷ प्रति टन BTU',
        working: '{btu} ÷ {btuPerTon}',
        result: '{tons} टन ({system})',
      },
      vents: {
        label: 'वेंट',
        formula: 'फ़्लोर एरिया ÷ एक वेंट जितना एरिया सँभालता है, पूरी संख्या तक बढ़ाकर',
        working: '{floorArea} ÷ {sqFtPerVent}',
        result: '{vents} वेंट',
      },
      monthlyEnergy: {
        label: 'महीने की बिजली',
        formula: 'कूलिंग लोड ÷ एफ़िशिएंसी × रोज़ के घंटे × दिन ÷ 1000',
        working: '{btu} ÷ {efficiency} × {hoursPerDay} × {days} ÷ 1000',
        result: '{monthlyKwh} kWh',
      },
      equipment: {
        label: 'मशीन',
        formula: 'टन × प्रति टन दाम',
        working: '{tons} × {pricePerTon}',
        result: '{equipmentCost}',
      },
      installation: {
        label: 'इंस्टॉलेशन',
        formula: 'मशीन × इंस्टॉलेशन का हिस्सा',
        working: '{equipmentCost} × {installationShare}',
        result: '{installationCost}',
      },
      ductwork: {
        label: 'डक्ट का काम',
        formula: 'वेंट × प्रति वेंट दाम',
        working: '{vents} × {pricePerVent}',
        result: '{ductworkCost}',
      },
      totalCost: {
        label: 'कुल लागत',
        formula: 'मशीन + इंस्टॉलेशन + डक्ट का काम',
        working: '{equipmentCost} + {installationCost} + {ductworkCost}',
        result: '{totalCost}',
      },
    },
    texts: {
      ...systems,
      // Maintenance tips.
      'Clean the air filters every two weeks while the system runs daily, and replace worn ones: a clogged filter cuts airflow and raises the power bill.':
        'जब AC रोज़ चल रहा हो, तो हर दो हफ़्ते में एयर फ़िल्टर साफ़ करें और घिसे फ़िल्टर बदल दें: जाम फ़िल्टर से हवा कम आती है और बिजली का बिल बढ़ता है।',
      'Have a technician service the system once a year before summer: coil cleaning, refrigerant level, drain line and electrical connections.':
        'हर साल गर्मी से पहले टेक्नीशियन से सर्विस करवाएँ: कॉइल की सफ़ाई, गैस (रेफ़्रिजरेंट) का लेवल, पानी निकलने की पाइप और बिजली के कनेक्शन।',
      'Seal and insulate the duct joints, above all where ducts pass through a hot roof or ceiling space, so the cooled air reaches the rooms.':
        'डक्ट के जोड़ सील करें और उन पर इंसुलेशन लगाएँ, ख़ासकर जहाँ डक्ट गर्म छत या फ़ॉल्स सीलिंग के ऊपर से गुज़रते हैं, ताकि ठंडी हवा कमरों तक पहुँचे।',
      'Set the thermostat to 24 °C or above, the default the Bureau of Energy Efficiency recommends: every degree lower adds to the power bill.':
        'तापमान 24 °C या उससे ऊपर रखें, जैसा ब्यूरो ऑफ़ एनर्जी एफ़िशिएंसी सुझाता है: हर एक डिग्री कम करने पर बिजली का बिल बढ़ता है।',
      'Run the system for a few minutes each month in the off season and clear the condensate drain before the monsoon, to prevent mould and leaks.':
        'जिन महीनों में AC बंद रहता है, तब भी हर महीने कुछ मिनट चलाएँ और बरसात से पहले पानी निकलने की पाइप साफ़ करें, ताकि फफूँद और रिसाव न हो।',
      'Keep the outdoor unit shaded, free of dust and leaves and with open space around it, so it can shed heat in peak summer.':
        'बाहर वाली यूनिट को छाँव में, धूल और पत्तों से साफ़ और चारों ओर खुली जगह के साथ रखें, ताकि कड़ी गर्मी में भी वह गर्मी बाहर निकाल सके।',
      'Keep doors and windows shut and curtains drawn on sunny walls while cooling, and switch units off in empty rooms.':
        'AC चलते समय दरवाज़े-खिड़कियाँ बंद रखें, धूप वाली दीवारों की तरफ़ पर्दे खींच दें, और ख़ाली कमरों में AC बंद कर दें।',
      'Keep an annual maintenance contract with quarterly visits: a system running long business hours needs more frequent checks than a home unit.':
        'सालाना मेंटेनेंस कॉन्ट्रैक्ट रखें, जिसमें हर तीन महीने पर जाँच हो: दुकान-शोरूम में देर तक चलने वाले सिस्टम को घर की मशीन से ज़्यादा बार जाँच चाहिए।',
      'Keep an annual maintenance contract with quarterly visits, and set the system to switch off after working hours and at weekends.':
        'हर तीन महीने पर जाँच वाला सालाना मेंटेनेंस कॉन्ट्रैक्ट रखें, और सिस्टम को दफ़्तर के समय के बाद और छुट्टी के दिनों में अपने-आप बंद होने पर सेट करें।',
      'Check filters weekly near dusty or oily processes and keep an annual maintenance contract with quarterly visits.':
        'धूल या तेल वाले काम के पास फ़िल्टर हर हफ़्ते जाँचें, और हर तीन महीने पर जाँच वाला सालाना मेंटेनेंस कॉन्ट्रैक्ट रखें।',
    },
    words: { system: systems },
  },
}
