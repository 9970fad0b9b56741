import {
  type CompanyDetails,
  type QuotationContent,
  type QuotationLink,
  quotationPagePath,
  whatsappDigitsOf,
} from '@nirman/contract'

const companyNameIn = (company: CompanyDetails, language: QuotationContent['language']) =>
  (language === 'hi' ? company.hindiName : company.name) ?? company.name ?? ''

/**
 * The client's link of a sent quotation: its page on the website, and a WhatsApp message to the
 * client's phone carrying it, in the quotation's language (null when the quotation has no phone
 * of ten digits or more to write to).
 *
 * @example quotationLinkOf('https://nirman.in', 'abc', content, 'Q-12', company).url
 * // 'https://nirman.in/q/abc'
 */
export function quotationLinkOf(
  origin: string,
  token: string,
  content: Pick<QuotationContent, 'language' | 'clientName' | 'clientPhone'>,
  number: string,
  company: CompanyDetails,
): QuotationLink {
  const url = `${origin}${quotationPagePath(token)}`
  const from = companyNameIn(company, content.language)
  const text =
    content.language === 'hi'
      ? `नमस्ते ${content.clientName}, ${from ? `${from} से ` : ''}आपका कोटेशन ${number} यहाँ है। इसे पढ़ें, PDF डाउनलोड करें और स्वीकार करें: ${url}`
      : `Dear ${content.clientName}, here is your quotation ${number}${from ? ` from ${from}` : ''}. Read it, download the PDF and accept it here: ${url}`
  const hasPhone = content.clientPhone.replace(/\D/g, '').length >= 10
  return {
    url,
    whatsappUrl: hasPhone
      ? `https://wa.me/${whatsappDigitsOf(content.clientPhone)}?text=${encodeURIComponent(text)}`
      : null,
  }
}
