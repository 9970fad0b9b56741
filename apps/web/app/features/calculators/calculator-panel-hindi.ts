// Hindi of the frame every calculator shares, beyond ./calculators.ts: what English pages leave to
// the browser (its message for a refused field), to the design system ("How we worked this out")
// and to the quote form (the estimate's message). Loaded with a calculator, on Hindi pages only.
import type { CalculatorPanelHindi } from './calculator-hindi-texts'

export const calculatorPanelHindi: CalculatorPanelHindi = {
  workedStepsTitle: 'हमने हिसाब कैसे लगाया',
  estimateHead: (calculatorTitle) => `${calculatorTitle} से निकला अनुमान:`,
  estimateInputs: 'मेरी भरी हुई जानकारी:',
  fieldChecks: {
    required: 'कृपया यह जानकारी भरें',
    choose: 'कृपया इनमें से एक चुनें',
    notANumber: 'कृपया सिर्फ़ अंक लिखें',
    atLeast: (min) => `यह कम से कम ${min} होना चाहिए`,
    atMost: (max) => `यह ज़्यादा से ज़्यादा ${max} हो सकता है`,
    between: (lower, upper) => `यह संख्या नहीं चलेगी: सबसे पास की सही संख्या ${lower} या ${upper} है`,
    wholeNumber: (lower, upper) => `कृपया पूरी संख्या लिखें, दशमलव के बिना: जैसे ${lower} या ${upper}`,
  },
}
