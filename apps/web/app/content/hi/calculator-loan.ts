// Hindi of the Construction Loan calculator: its own texts
// (../../features/calculators/loan/loan-text.ts) and the engine's "How we worked this out".
// Loaded with the calculator, on Hindi pages only.
import type { CalculatorHindi } from '../../features/calculators/calculator-hindi-texts'
import type { LoanText } from '../../features/calculators/loan/loan-text'
import { amountInFiguresAndWords } from '../../i18n/amounts'

const drawSchedules = {
  equal: 'हर महीने बराबर',
  frontend: 'शुरू में ज़्यादा (फ़्रंट-लोडेड)',
  backend: 'आख़िर में ज़्यादा (बैक-लोडेड)',
  custom: 'काम के चरणों के हिसाब से (20, 15, 15, 25, 25%)',
}

export const calculatorHindi: CalculatorHindi<LoanText> = {
  text: {
    fields: {
      projectCost: 'प्रोजेक्ट की लागत',
      downPayment: 'डाउन पेमेंट',
      downPaymentHint: 'जो रक़म आप ख़ुद लगाएँगे; बाक़ी लोन से आएगी।',
      interestRate: 'ब्याज दर',
      interestRateUnit: '% सालाना',
      term: 'लोन चुकाने की अवधि',
      constructionPeriod: 'निर्माण की अवधि',
      drawSchedule: 'लोन की किस्तें कैसे मिलेंगी',
      drawScheduleHint: 'इमारत बनते समय बैंक लोन की रक़म किस तरह देता है।',
      loanType: 'लोन का प्रकार',
    },
    years: (years) => `${years} साल`,
    months: (months) => `${months} महीने`,
    loanTypes: {
      'construction-permanent': 'निर्माण से होम लोन तक (कंस्ट्रक्शन-टू-परमानेंट)',
      'construction-only': 'सिर्फ़ निर्माण के दौरान',
    },
    drawSchedules,
    results: {
      loanAmount: 'लोन की रक़म',
      interestWhileBuilding: 'निर्माण के दौरान ब्याज (महीने का औसत)',
      emi: 'निर्माण के बाद की EMI',
    },
    construction: {
      title: 'निर्माण के दौरान',
      totalInterest: 'निर्माण के दौरान कुल ब्याज',
      note: 'लोन महीने-दर-महीने मिलता है; हर महीने का ब्याज उतनी रक़म पर लगता है जितनी पहले मिल चुकी है।',
      table: 'किस्तों का शेड्यूल',
      month: 'महीना',
      amountDrawn: 'मिली रक़म',
      interest: 'ब्याज',
      total: 'कुल',
    },
    repayment: {
      title: (years) => `निर्माण के बाद: ${years} साल की EMI`,
      totalInterest: 'कुल चुकाया ब्याज',
      totalAmount: 'कुल चुकाई रक़म',
      note: 'हर साल चुकाया मूलधन और ब्याज, और साल के आख़िर में बचा बक़ाया।',
      table: 'साल-दर-साल भुगतान',
      year: 'साल',
      principal: 'चुकाया मूलधन',
      interest: 'चुकाया ब्याज',
      balance: 'बक़ाया',
    },
    summary: {
      loanAmount: (amount) => `लोन की रक़म: ${amountInFiguresAndWords('hi', amount)}`,
      interestWhileBuilding: (total, monthly) =>
        `निर्माण के दौरान ब्याज: ${amountInFiguresAndWords('hi', total)} (महीने में लगभग ${monthly})`,
      emi: (emi, years) => `निर्माण के बाद की EMI: ${emi}, ${years} साल तक`,
      totalInterest: (interest) => `पूरी अवधि में कुल ब्याज: ${amountInFiguresAndWords('hi', interest)}`,
    },
  },
  engine: {
    texts: {
      Loan: 'लोन',
      'project cost − down payment': 'प्रोजेक्ट की लागत − डाउन पेमेंट',
      'Monthly rate': 'महीने की ब्याज दर',
      'annual rate ÷ 100 ÷ 12': 'सालाना ब्याज दर ÷ 100 ÷ 12',
      'Interest while building': 'निर्माण के दौरान ब्याज',
      'each month: loan drawn so far × monthly rate ({schedule} draws over {months} months)':
        'हर महीने: अब तक मिला लोन × महीने की ब्याज दर ({months} महीनों में किस्तें: {schedule})',
      '{months} months of interest on the amount drawn': 'मिली रक़म पर {months} महीनों का ब्याज',
      'Monthly instalment': 'महीने की किस्त (EMI)',
      'loan × monthly rate ÷ (1 − (1 + monthly rate)^−months)':
        'लोन × महीने की दर ÷ (1 − (1 + महीने की दर)^−महीने)',
      'Total repaid': 'कुल चुकाया',
      'loan + interest of every instalment': 'लोन + हर किस्त का ब्याज',
    },
    words: { schedule: drawSchedules },
  },
}
