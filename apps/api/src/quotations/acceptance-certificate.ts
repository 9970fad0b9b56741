import type { QuoteLanguage } from '@nirman/contract'
import { formatRupees } from '@nirman/contract'
import { colours, type PdfWriter, type TextStyle } from './pdf-writer'
import type { QuotationPaper } from './quotation-pdf'

/** What the client did to accept, as the acceptance record keeps it. */
export interface AcceptanceCertificate {
  /** The name the client typed. */
  name: string
  acceptedAt: Date
  ipAddress: string
  userAgent: string
  /** The e-mail address the code was sent to (and typed back from). */
  codeTo: string
  /** SHA-256 of the PDF the client read and accepted: the pages before this one. */
  pdfSha256: string
}

interface CertificateWords {
  title: string
  intro: (number: string, revision: number, total: string) => string
  name: string
  at: string
  confirmedBy: (address: string) => string
  from: string
  browser: string
  fingerprint: string
  fingerprintNote: string
  law: string
}

const words: Record<QuoteLanguage, CertificateWords> = {
  en: {
    title: 'Certificate of acceptance',
    intro: (number, revision, total) =>
      `The client accepted quotation ${number}, revision ${revision}, for a total of ${total}, online, as set out on the pages before this one.`,
    name: 'Name typed by the client',
    at: 'Accepted at',
    confirmedBy: (address) => `With a one-time code sent to ${address}`,
    from: 'From the internet address',
    browser: 'Browser',
    fingerprint: 'SHA-256 of the quotation accepted (the PDF as sent)',
    fingerprintNote:
      'The PDF sent to the client has this SHA-256 fingerprint; any change to it would change the fingerprint.',
    law: 'Accepted electronically under the Information Technology Act, 2000.',
  },
  hi: {
    title: 'स्वीकृति प्रमाणपत्र',
    intro: (number, revision, total) =>
      `ग्राहक ने कोटेशन ${number}, संशोधन ${revision}, कुल ${total}, ऑनलाइन स्वीकार किया, जैसा इससे पहले के पृष्ठों में लिखा है।`,
    name: 'ग्राहक द्वारा लिखा गया नाम',
    at: 'स्वीकार करने का समय',
    confirmedBy: (address) => `${address} पर भेजे गए एक बार के कोड से`,
    from: 'इंटरनेट पता',
    browser: 'ब्राउज़र',
    fingerprint: 'स्वीकार किए गए कोटेशन (भेजे गए PDF) का SHA-256',
    fingerprintNote:
      'ग्राहक को भेजे गए PDF का यही SHA-256 फ़िंगरप्रिंट है; उसमें कोई भी बदलाव यह फ़िंगरप्रिंट बदल देगा।',
    law: 'सूचना प्रौद्योगिकी अधिनियम, 2000 के तहत इलेक्ट्रॉनिक रूप से स्वीकार किया गया।',
  },
}

const pad = (value: number) => String(value).padStart(2, '0')

/** An instant in India's time, the same on every machine: "2026-11-28 16:05:09 IST". */
export function indiaTime(at: Date): string {
  const local = new Date(at.getTime() + 5.5 * 60 * 60 * 1000)
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())} IST`
}

/**
 * The certificate of acceptance, on a page of its own after the quotation: what was accepted (the
 * number, revision, total and the SHA-256 of the PDF sent), by whom (the name typed, the address
 * the code went to) and when and from where.
 */
export function drawCertificate(
  w: PdfWriter,
  paper: QuotationPaper,
  certificate: AcceptanceCertificate,
): void {
  const said = words[paper.content.language]
  w.newPage()
  w.paragraph(said.title, { size: 16, bold: true, color: colours.brand })
  w.y += 8
  const body: TextStyle = { size: 10.5 }
  w.paragraph(said.intro(paper.number, paper.revision, formatRupees(paper.totals.totalPaise)), body)
  w.y += 10
  const label: TextStyle = { size: 9, color: colours.muted }
  const rows: [string, string][] = [
    [said.name, certificate.name],
    [said.at, indiaTime(certificate.acceptedAt)],
    [said.confirmedBy(certificate.codeTo), ''],
    [said.from, certificate.ipAddress],
    [said.browser, certificate.userAgent],
    [said.fingerprint, certificate.pdfSha256],
  ]
  for (const [name, value] of rows) {
    w.ensure(40)
    w.paragraph(name, value === '' ? body : label)
    if (value !== '') w.paragraph(value, { ...body, bold: true })
    w.y += 6
  }
  w.y += 6
  w.paragraph(said.fingerprintNote, label)
  w.y += 4
  w.paragraph(said.law, label)
}
