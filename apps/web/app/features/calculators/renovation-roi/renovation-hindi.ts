// Hindi of the Renovation ROI calculator: its own texts
// (./renovation-text.ts), the names of the engine's
// projects and its "How we worked this out". Loaded with the calculator, on Hindi pages only.

import type { RenovationRoiStepId } from '@nirman/calc-engine'
import { amountInFiguresAndWords } from '../../../i18n/amounts'
import type { CalculatorHindi } from '../calculator-hindi-texts'
import type { RenovationText } from './renovation-text'

const propertyTypes = {
  residential: 'रिहायशी',
  commercial: 'कमर्शियल',
  multifamily: 'मल्टी-फ़ैमिली (फ़्लैट वाली इमारत)',
}

const locations = { urban: 'शहरी', suburban: 'शहर का बाहरी इलाक़ा', rural: 'ग्रामीण' }

// The projects (calculators.md section 9), by the English name the engine gives them: the page
// shows them by that name (the choices, the table), and so does "How we worked this out".
const projectNames: Readonly<Record<string, string>> = {
  'Kitchen Remodel': 'किचन रेनोवेशन',
  'Bathroom Remodel': 'बाथरूम रेनोवेशन',
  'Roof Replacement': 'छत बदलवाना',
  'Window Replacement': 'खिड़कियाँ बदलवाना',
  'Exterior Siding': 'बाहरी दीवारों की क्लैडिंग',
  'Flooring Upgrade': 'नया फ़र्श',
  'Interior Painting': 'अंदर की पेंटिंग',
  Landscaping: 'बाग़वानी (लैंडस्केपिंग)',
  'Deck Addition': 'डेक (बाहर बैठने का चबूतरा) बनवाना',
  'HVAC Upgrade': 'AC/HVAC अपग्रेड',
}

/** A project's name in Hindi; one the visitor typed for their own project as they typed it. */
const projectNameIn = (english: string) =>
  Object.hasOwn(projectNames, english) ? (projectNames[english] as string) : english

export const calculatorHindi: CalculatorHindi<RenovationText, RenovationRoiStepId> = {
  text: {
    fields: {
      propertyType: 'प्रॉपर्टी का प्रकार',
      location: 'इलाक़ा',
      propertyValue: 'प्रॉपर्टी की अभी की क़ीमत',
      budget: 'रेनोवेशन का बजट',
      budgetHint: 'सिर्फ़ आपकी जानकारी के लिए: अनुमान हर काम की अपनी लागत से लगता है।',
    },
    propertyTypes,
    locations,
    projects: {
      legend: 'रेनोवेशन के काम',
      intro:
        'जो काम आप करवाने की सोच रहे हैं, उन्हें चुनें। हर काम एक आम लागत से शुरू होता है: इसे अपने कोटेशन के हिसाब से बदलें।',
      typically: (cost) => `आम तौर पर ${cost}`,
      cost: (project) => `${project} की लागत`,
    },
    custom: {
      legend: 'दूसरे काम',
      intro: 'जो काम सूची में नहीं है, उसकी बढ़ी क़ीमत लागत का आम 60% मानी जाती है।',
      row: (position) => `दूसरा काम ${position}`,
      name: 'काम का नाम',
      cost: 'लागत',
      remove: (position, name) => `${name.trim() || `दूसरा काम ${position}`} हटाएँ`,
      add: 'अपना काम जोड़ें',
    },
    results: {
      after: 'रेनोवेशन के बाद अनुमानित क़ीमत',
      current: 'प्रॉपर्टी की अभी की क़ीमत',
      totalCost: 'रेनोवेशन की कुल लागत',
      valueAdded: 'बढ़ी क़ीमत',
      netGain: 'शुद्ध फ़ायदा',
      overallReturn: 'निवेश पर कुल रिटर्न (ROI)',
    },
    returnNote:
      'रिटर्न यानी किसी काम पर ख़र्च हुए हर ₹100 से प्रॉपर्टी की क़ीमत कितनी बढ़ती है: 100% या उससे ज़्यादा अच्छा, 70% से ठीक-ठाक, उससे कम कमज़ोर।',
    ratings: { good: 'अच्छा', fair: 'ठीक-ठाक', poor: 'कमज़ोर' },
    table: {
      project: 'काम',
      cost: 'लागत',
      valueAdded: 'बढ़ी क़ीमत',
      return: 'रिटर्न',
      costAndValue: (cost, valueAdded) => `लागत ${cost}, क़ीमत बढ़ी ${valueAdded}`,
    },
    yourProjects: 'आपके काम, सबसे अच्छे रिटर्न वाले पहले',
    noProject: 'कोई काम नहीं चुना गया: एक या ज़्यादा चुनें, तब दिखेगा कि उनसे कितनी क़ीमत बढ़ती है।',
    alternatives: 'इन पर भी सोचें: जो काम आपने नहीं चुने, उनमें सबसे अच्छे रिटर्न वाले, आम लागत पर',
    summary: {
      cost: (cost, projects) =>
        `रेनोवेशन की लागत: ${amountInFiguresAndWords('hi', cost)}, ${projects} काम`,
      valueAdded: (valueAdded, valueAfter) =>
        `बढ़ी क़ीमत: ${amountInFiguresAndWords('hi', valueAdded)}; रेनोवेशन के बाद क़ीमत ${amountInFiguresAndWords('hi', valueAfter)}`,
      net: (gain, overallReturn) => `शुद्ध फ़ायदा: ${gain} (कुल रिटर्न ${overallReturn})`,
      best: (project, projectReturn) => `सबसे अच्छा रिटर्न: ${project} (${projectReturn})`,
    },
  },
  engine: {
    steps: {
      valueFactor: {
        label: 'क़ीमत फ़ैक्टर',
        formula: '{location} फ़ैक्टर × {propertyType} फ़ैक्टर',
        working: '{locationFactor} × {propertyFactor}',
        result: '{factor}',
      },
      project: {
        label: ({ name = '' }) => projectNameIn(name),
        formula: 'लागत × काम का ROI × क़ीमत फ़ैक्टर',
        working: '{cost} × {roi} × {factor}',
        result: '{valueAdded} क़ीमत बढ़ी',
      },
      netGain: {
        label: 'शुद्ध फ़ायदा',
        formula: 'बढ़ी क़ीमत − लागत',
        working: '{valueAdded} − {cost}',
        result: '{netGain}',
      },
      overallRoi: {
        label: 'कुल ROI',
        formula: 'शुद्ध फ़ायदा ÷ लागत × 100, एक दशमलव तक',
        working: '{netGain} ÷ {cost} × 100',
        result: '{overallRoi}%',
      },
    },
    texts: projectNames,
    words: { location: locations, propertyType: propertyTypes },
  },
}
