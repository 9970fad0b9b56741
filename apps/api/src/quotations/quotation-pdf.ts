import {
  type CompanyDetails,
  formatPercent,
  formatRupees,
  type QuotationContent,
  type QuotationTotals,
  rupeesInWords,
} from '@nirman/contract'
import { type AcceptanceCertificate, drawCertificate } from './acceptance-certificate'
import { drawTable, type TableColumn, type TableRow } from './pdf-table'
import { colours, PdfWriter, type TextStyle } from './pdf-writer'
import { type QuotationPdfWords, quotationPdfWords } from './quotation-pdf-words'

/** What a quotation's PDF is made from: one revision, its totals and the company's details. */
export interface QuotationPaper {
  /** "Q-12". */
  number: string
  /** 1, 2, ... */
  revision: number
  /** 'YYYY-MM-DD', the company's day it was issued. */
  issuedOn: string
  /** The owner's details; a detail left out is left out of the paper (no empty label). */
  company: CompanyDetails
  /** Its language ('en' | 'hi') decides every fixed word of the paper. */
  content: QuotationContent
  totals: QuotationTotals
}

const body: TextStyle = { size: 9.5 }
const small: TextStyle = { size: 8.5, color: colours.muted }
const sectionStyle: TextStyle = { size: 11.5, bold: true, color: colours.brand }
const gap = 10

/**
 * The quotation as an A4 PDF, in English or in Hindi (Devanagari shaped by fontkit: conjuncts,
 * matras, the reph), figures in Western digits grouped the Indian way. The same paper gives the
 * same bytes: the PDF's creation date is the day it was issued (midnight in India), and nothing else
 * in it depends on the time or on chance, so its SHA-256 can be stored and checked. With a
 * `certificate`, the certificate of acceptance follows on a page of its own.
 */
export async function quotationPdf(
  paper: QuotationPaper,
  certificate?: AcceptanceCertificate,
): Promise<Buffer> {
  const { content } = paper
  const words = quotationPdfWords[content.language]
  const w = new PdfWriter({
    title: `${words.quotation} ${paper.number}${paper.revision > 1 ? `, ${words.revision(paper.revision)}` : ''}`,
    ...(paper.company.name ? { author: paper.company.name } : {}),
    lang: content.language === 'hi' ? 'hi-IN' : 'en-IN',
    created: new Date(`${paper.issuedOn}T00:00:00+05:30`),
  })
  letterhead(w, paper.company, words, content.language === 'hi')
  heading(w, paper, words)
  items(w, paper, words)
  totals(w, paper, words)
  schedule(w, paper, words)
  terms(w, paper, words)
  if (certificate) drawCertificate(w, paper, certificate)
  return w.finish((page, pages) => {
    const y = w.bottom + 12
    w.rule(y - 4)
    const revision = `${words.quotation} ${paper.number} · ${words.revision(paper.revision)}`
    w.line(revision, w.left, y, small)
    w.line(words.page(page, pages), w.left, y, small, { width: w.width, align: 'right' })
  })
}

/** The company's name, address, phones, e-mail, website and GSTIN: those it has. */
function letterhead(
  w: PdfWriter,
  company: CompanyDetails,
  words: QuotationPdfWords,
  hindi: boolean,
): void {
  const start = w.y
  if (company.name) w.paragraph(company.name, { size: 17, bold: true, color: colours.brand })
  if (hindi && company.hindiName) {
    w.paragraph(company.hindiName, { size: 13, bold: true, color: colours.brand })
  }
  const address = company.address
  const place = address
    ? [
        address.street,
        address.locality,
        [address.city, address.postalCode].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', ')
    : ''
  const phones = (company.phones ?? []).filter(Boolean)
  const contacts = [
    phones.length > 0 ? `${words.phone}: ${phones.join(', ')}` : '',
    company.email ? `${words.email}: ${company.email}` : '',
    company.publicUrl ? company.publicUrl.replace(/^https?:\/\//, '').replace(/\/$/, '') : '',
  ].filter(Boolean)
  const detail: TextStyle = { size: 9, color: colours.muted }
  if (place) w.paragraph(place, detail)
  if (contacts.length > 0) w.paragraph(contacts.join('   ·   '), detail)
  if (company.gstin) w.paragraph(`${words.gstin}: ${company.gstin}`, detail)
  if (w.y > start) {
    w.y += 4
    w.rule(w.y, colours.brand, 1.5)
    w.y += gap
  }
}

/** "Quotation Q-12", its revision and days; the client and the site; the title. */
function heading(w: PdfWriter, paper: QuotationPaper, words: QuotationPdfWords): void {
  const { content } = paper
  const titleStyle: TextStyle = { size: 16, bold: true }
  const top = w.y
  w.line(`${words.quotation} ${paper.number}`, w.left, w.y, titleStyle)
  let left = top + w.lineHeight(titleStyle)
  if (paper.revision > 1) {
    w.line(words.revision(paper.revision), w.left, left, {
      size: 10.5,
      bold: true,
      color: colours.brand,
    })
    left += w.lineHeight({ size: 10.5 })
  }
  let right = top + 2
  for (const [label, day] of [
    [words.issuedOn, paper.issuedOn],
    [words.validUntil, content.validUntil],
  ] as const) {
    w.line(`${label}: ${words.day(day)}`, w.left, right, body, { width: w.width, align: 'right' })
    right += w.lineHeight(body)
  }
  w.y = Math.max(left, right) + gap

  // The client on the left, the site on the right.
  const columnWidth = (w.width - 20) / 2
  const siteX = w.left + columnWidth + 20
  const blockTop = w.y
  let clientY = blockTop
  w.line(words.client, w.left, clientY, small)
  clientY += w.lineHeight(small)
  clientY += w.lines(
    w.wrap(content.clientName, columnWidth, { ...body, bold: true }),
    w.left,
    clientY,
    { ...body, bold: true },
  )
  for (const [label, value] of [
    [words.phone, content.clientPhone],
    [words.email, content.clientEmail],
  ] as const) {
    if (value)
      clientY += w.lines(w.wrap(`${label}: ${value}`, columnWidth, body), w.left, clientY, body)
  }
  let siteY = blockTop
  if (content.siteAddress) {
    w.line(words.site, siteX, siteY, small)
    siteY += w.lineHeight(small)
    siteY += w.lines(w.wrap(content.siteAddress, columnWidth, body), siteX, siteY, body)
  }
  w.y = Math.max(clientY, siteY) + gap
  if (content.title) {
    const style: TextStyle = { size: 12.5, bold: true }
    w.y += w.lines(w.wrap(content.title, w.width, style), w.left, w.y, style)
    w.y += gap / 2
  }
}

/** A heading of a section ("Payment schedule"), kept with `following` points of what it heads. */
function section(w: PdfWriter, text: string, following: number): void {
  w.y += gap
  w.ensure(w.lineHeight(sectionStyle) + following)
  w.line(text, w.left, w.y, sectionStyle)
  w.y += w.lineHeight(sectionStyle) + 2
}

/** A quantity of thousandths of a unit: 1,200 or 12.5, Indian grouping, at most 3 decimals. */
export function formatQuantity(quantityMilli: number): string {
  const whole = Math.trunc(quantityMilli / 1000)
  const rest = quantityMilli % 1000
  const figures = grouping.format(whole)
  return rest === 0 ? figures : `${figures}.${String(rest).padStart(3, '0').replace(/0+$/, '')}`
}
const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })

const itemColumns: TableColumn[] = [
  { width: 24, align: 'right' },
  { width: 0, align: 'left' },
  { width: 54, align: 'right' },
  { width: 58, align: 'left' },
  { width: 70, align: 'right' },
  { width: 80, align: 'right' },
]

/** A table per group of items, each with its subtotal; items numbered through the quotation. */
function items(w: PdfWriter, paper: QuotationPaper, words: QuotationPdfWords): void {
  const columns = itemColumns.map((column) =>
    column.width === 0
      ? { ...column, width: w.width - itemColumns.reduce((sum, other) => sum + other.width, 0) }
      : column,
  )
  const header = [
    words.number,
    words.description,
    words.quantity,
    words.unit,
    words.rate,
    words.amount,
  ]
  let number = 0
  paper.content.groups.forEach((group, groupIndex) => {
    const amounts = paper.totals.groups[groupIndex]
    const rows: TableRow[] = group.items.map((item, index) => {
      number += 1
      return {
        cells: [
          String(number),
          item.optional ? `${item.description} ${words.optional}` : item.description,
          formatQuantity(item.quantityMilli),
          item.unit,
          formatRupees(item.ratePaise),
          formatRupees(amounts?.itemAmountsPaise[index] ?? 0),
        ],
        muted: item.optional,
      }
    })
    const title = w.wrap(group.title, w.width, sectionStyle)
    const continued = w.wrap(`${group.title} ${words.continued}`, w.width, sectionStyle)
    drawTable(w, {
      columns,
      header,
      rows,
      summary: [{ label: words.subtotal, value: formatRupees(amounts?.subtotalPaise ?? 0) }],
      heading: {
        height: gap + continued.length * w.lineHeight(sectionStyle) + 2,
        draw: (isContinued) => {
          w.y += gap
          w.y += w.lines(isContinued ? continued : title, w.left, w.y, sectionStyle)
          w.y += 2
        },
      },
    })
  })
}

/** Subtotal, discount, taxes and the total, with the total in words; kept together. */
function totals(w: PdfWriter, paper: QuotationPaper, words: QuotationPdfWords): void {
  const { totals, content } = paper
  const rows: { label: string; value: string; style: TextStyle }[] = []
  const figure = (label: string, paise: number, style: TextStyle = body) =>
    rows.push({ label, value: formatRupees(paise), style })
  figure(words.subtotal, totals.subtotalPaise)
  if (totals.discountPaise > 0) figure(words.discount, -totals.discountPaise)
  if (totals.taxes.length > 0) {
    const taxes = totals.taxes.reduce((sum, tax) => sum + tax.amountPaise, 0)
    figure(content.pricesIncludeTax ? words.beforeTax : words.taxable, totals.totalPaise - taxes)
    for (const tax of totals.taxes)
      figure(`${tax.label} ${formatPercent(tax.rateBasisPoints)}`, tax.amountPaise)
  }
  const totalStyle: TextStyle = { size: 11.5, bold: true, color: colours.brand }
  figure(words.total, totals.totalPaise, totalStyle)
  if (totals.optionalPaise > 0)
    figure(words.optionalItems, totals.optionalPaise, { ...body, color: colours.muted })

  const inWords =
    totals.totalPaise >= 0
      ? `${words.inWords}: ${rupeesInWords(totals.totalPaise, content.language)}`
      : ''
  const wordsLines = inWords ? w.wrap(inWords, w.width, { ...body, bold: true }) : []
  const notes = content.pricesIncludeTax ? [words.pricesIncludeTax] : []
  const blockWidth = 280
  const x = w.right - blockWidth
  const rowHeight = (style: TextStyle) => w.lineHeight(style) + 4
  const height =
    rows.reduce((sum, row) => sum + rowHeight(row.style), 0) +
    (wordsLines.length + notes.length) * w.lineHeight(body) +
    2 * gap
  w.y += gap
  w.ensure(height)
  for (const row of rows) {
    const rowTop = w.y
    if (row.style === totalStyle) {
      w.fill(x, rowTop, blockWidth, rowHeight(row.style), colours.brandLight)
    }
    const labelStyle = w.fitted(row.label, blockWidth - 116, row.style)
    w.line(row.label, x + 6, rowTop + 2, labelStyle, { width: blockWidth - 116, align: 'left' })
    const valueStyle = w.fitted(row.value, 100, row.style)
    w.line(row.value, x, rowTop + 2, valueStyle, { width: blockWidth - 6, align: 'right' })
    w.y += rowHeight(row.style)
  }
  w.y += gap / 2
  w.y += w.lines(wordsLines, w.left, w.y, { ...body, bold: true })
  w.y += w.lines(notes, w.left, w.y, body)
}

/** The payment schedule: each stage, its share and its amount. */
function schedule(w: PdfWriter, paper: QuotationPaper, words: QuotationPdfWords): void {
  const stages = paper.totals.schedule
  if (stages.length === 0) return
  const columns: TableColumn[] = [
    { width: 26, align: 'right' },
    { width: w.width - 26 - 70 - 110, align: 'left' },
    { width: 70, align: 'right' },
    { width: 110, align: 'right' },
  ]
  const shares = stages.reduce((sum, stage) => sum + stage.percentBasisPoints, 0)
  const amount = stages.reduce((sum, stage) => sum + stage.amountPaise, 0)
  drawTable(w, {
    columns,
    header: [words.number, words.stage, words.share, words.amount],
    rows: stages.map((stage, index) => ({
      cells: [
        String(index + 1),
        stage.label,
        formatPercent(stage.percentBasisPoints),
        formatRupees(stage.amountPaise),
      ],
    })),
    summary: [{ label: `${words.total} (${formatPercent(shares)})`, value: formatRupees(amount) }],
    heading: {
      height: gap * 2 + w.lineHeight(sectionStyle) + 2,
      draw: (continued) => {
        w.y += gap * 2
        w.line(
          continued ? `${words.schedule} ${words.continued}` : words.schedule,
          w.left,
          w.y,
          sectionStyle,
        )
        w.y += w.lineHeight(sectionStyle) + 2
      },
    },
  })
}

/** The terms as written (their line breaks kept), then the validity. */
function terms(w: PdfWriter, paper: QuotationPaper, words: QuotationPdfWords): void {
  const { content } = paper
  w.y += gap
  section(w, words.terms, 3 * w.lineHeight(body))
  if (content.terms) w.paragraph(content.terms, body)
  w.y += 4
  w.paragraph(words.validity(words.day(content.validUntil)), { ...body, bold: true })
}
