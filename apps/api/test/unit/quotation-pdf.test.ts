import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatRupees, rupeesInWords } from '@nirman/contract'
import * as mupdf from 'mupdf'
import { describe, expect, it } from 'vitest'
import { pdfFonts } from '../../src/quotations/pdf-fonts'
import { formatQuantity, quotationPdf } from '../../src/quotations/quotation-pdf'
import { paperOf, sampleCompany, samplePaper } from '../helpers/quotation-papers'

// The quotation's PDF read back with MuPDF (the `mupdf` package: Artifex's renderer compiled to
// WebAssembly): its pages, the text of each and page 1 of the Hindi paper as a PNG, to look at.
//
// A Devanagari line's glyphs are not in the order of its letters (ि is drawn before its consonant,
// the reph after its own), so it carries its text as ActualText, which is what a reader copying
// or searching it gets from a viewer that follows the PDF standard. MuPDF's own text of such a line mixes the ActualText
// with some of the glyphs' letters after it, so the Hindi words are read from the ActualText of
// each page's content (`actualTexts`), and MuPDF's text is used for the rest.

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '../..')

const open = (pdf: Buffer) => mupdf.Document.openDocument(pdf, 'application/pdf')

/** The text of each page, its runs of white space as one space. */
function pageTexts(pdf: Buffer): string[] {
  const document = open(pdf)
  return Array.from({ length: document.countPages() }, (_, index) =>
    document.loadPage(index).toStructuredText('preserve-whitespace').asText().replace(/\s+/g, ' '),
  )
}

/** The ActualText of each page's marked lines: the Devanagari lines as a reader copies them. */
function actualTexts(pdf: Buffer): string[] {
  const document = open(pdf).asPDF()
  if (!document) throw new Error('not a PDF')
  return Array.from({ length: document.countPages() }, (_, index) => {
    const content = Buffer.from(
      document.findPage(index).get('Contents').readStream().asUint8Array(),
    ).toString('latin1')
    return [...content.matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)/g)]
      .map(([, literal = '']) => utf16(unescaped(literal)))
      .join(' ')
  })
}

/** The bytes of a PDF literal string, its escapes undone (as pdfkit writes them). */
function unescaped(literal: string): Buffer {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }
  const text = literal.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, escaped: string) =>
    /^[0-7]/.test(escaped)
      ? String.fromCharCode(Number.parseInt(escaped, 8))
      : (escapes[escaped] ?? escaped),
  )
  return Buffer.from(text, 'latin1')
}

/** A PDF text string: UTF-16BE after its byte order mark, else PDFDocEncoding (ASCII here). */
function utf16(bytes: Buffer): string {
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString('latin1')
  return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le')
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

const small = {
  language: 'en' as const,
  clientName: 'Sunita Devi',
  validUntil: '2026-04-01',
  groups: [
    {
      title: 'Boundary wall',
      items: [
        {
          description: 'Brick wall 230 mm',
          quantityMilli: 120_000,
          unit: 'running ft',
          ratePaise: 85_000,
        },
      ],
    },
  ],
}

describe('the quotation PDF in English', () => {
  const paper = samplePaper('en')

  it('makes three pages: items, then the totals in figures and words beside the schedule', async () => {
    const pages = pageTexts(await quotationPdf(paper))
    expect(pages).toHaveLength(3)
    const [first = '', second = '', last = ''] = pages
    expect(first).toContain('Nirman Constructions')
    expect(first).toContain('GSTIN: 10AABCN1234F1Z5')
    expect(first).toContain('Saguna More, Bailey Road, Danapur, Patna 801503')
    expect(first).toContain('Phone: +91 94310 12345, +91 612 222 3344')
    expect(first).toContain('Quotation Q-12')
    expect(first).toContain('Revision 2')
    expect(first).toContain('Date: 2 March 2026')
    expect(first).toContain('Valid until: 1 April 2026')
    expect(first).toContain('Ramesh Prasad Srivastava')
    expect(first).toContain('Page 1 of 3')
    expect(second).toContain('Page 2 of 3')
    expect(second).toContain('Quotation Q-12 · Revision 2')
    // The header row is drawn again on the second page.
    expect(second).toMatch(/No\. Description Qty Unit Rate Amount/)
    const total = paper.totals.totalPaise
    expect(last).toContain('Page 3 of 3')
    expect(last).toContain(`Total ${formatRupees(total)}`)
    expect(last).toContain(`In words: ${rupeesInWords(total, 'en')}`)
    expect(last).toContain('Payment schedule')
    for (const stage of paper.totals.schedule) {
      expect(last).toContain(`${stage.label} `)
      expect(last).toContain(formatRupees(stage.amountPaise))
    }
    expect(last).toContain('CGST 9 %')
    expect(last).toContain('Discount -₹25,000')
    expect(last).toContain('This quotation is valid until 1 April 2026.')
  })

  it('marks optional items and offers them beside the total', async () => {
    const text = pageTexts(await quotationPdf(paper)).join(' ')
    expect(text).toContain('Modular kitchen cabinets with soft-close hinges (optional)')
    expect(text).toContain(
      `Optional items (not in the total) ${formatRupees(paper.totals.optionalPaise)}`,
    )
  })

  it('gives the same bytes for the same paper, dated the day it was issued', async () => {
    const first = await quotationPdf(paper)
    const again = await quotationPdf(structuredClone(paper))
    expect(sha256(again)).toBe(sha256(first))
    expect(open(first).getMetaData('info:CreationDate')).toBe('D:20260301183000Z')
    const otherDay = await quotationPdf({ ...paper, issuedOn: '2026-03-03' })
    expect(sha256(otherDay)).not.toBe(sha256(first))
  })

  it('gives the same bytes in a new process, whatever PDFs were made before in this one', {
    timeout: 60_000,
  }, async () => {
    // This process makes other quotations first (once, fontkit's glyphs kept from them changed
    // the letters a later PDF gave its glyphs: pdf-fonts.ts); a new one makes only these.
    const words = 'ईश्वर मार्च कार्य वर्ष पूर्व ई-मेल सर्व अर्क दर्द'
    const other = samplePaper('hi')
    await quotationPdf(
      paperOf({
        ...other.content,
        groups: [
          {
            title: words,
            items: [{ description: words, quantityMilli: 1, unit: 'नग', ratePaise: 1 }],
          },
        ],
      }),
    )
    const folder = mkdtempSync(join(tmpdir(), 'quotation-pdf-'))
    const script = join(folder, 'sha.mts')
    writeFileSync(
      script,
      [
        `import { createHash } from 'node:crypto'`,
        `import { quotationPdf } from ${JSON.stringify(join(apiDir, 'src/quotations/quotation-pdf.ts'))}`,
        `import { samplePaper } from ${JSON.stringify(join(apiDir, 'test/helpers/quotation-papers.ts'))}`,
        `for (const language of ['en', 'hi'] as const) {`,
        `  console.log(createHash('sha256').update(await quotationPdf(samplePaper(language))).digest('hex'))`,
        `}`,
      ].join('\n'),
    )
    const child = spawnSync(process.execPath, ['--import', 'tsx', script], {
      cwd: apiDir,
      encoding: 'utf8',
    })
    expect(child.stderr).toBe('')
    const here = [
      sha256(await quotationPdf(samplePaper('en'))),
      sha256(await quotationPdf(samplePaper('hi'))),
    ]
    rmSync(folder, { recursive: true, force: true })
    expect(child.stdout.trim().split('\n')).toEqual(here)
  })

  it('repeats the heading and header row of a group that goes on over a page', async () => {
    const items = Array.from({ length: 60 }, (_, index) => ({
      description: `Brick wall, panel ${index + 1}`,
      quantityMilli: 10_000,
      unit: 'sq ft',
      ratePaise: 9_500,
    }))
    const pages = pageTexts(
      await quotationPdf(paperOf({ ...small, groups: [{ title: 'Boundary wall', items }] })),
    )
    expect(pages.length).toBeGreaterThanOrEqual(2)
    expect(pages[1]).toMatch(/Boundary wall \(continued\) No\. Description Qty Unit Rate Amount/)
    expect(pages[1]).toContain(`Page 2 of ${pages.length}`)
  })

  it('lays out the longest fields the contract allows, on as many pages as they take', async () => {
    const long = (text: string, length: number) =>
      text.repeat(Math.ceil(length / text.length)).slice(0, length)
    const groups = Array.from({ length: 10 }, (_, group) => ({
      title: long(`Group ${group + 1} with a very long title that goes on `, 120),
      items: Array.from({ length: 20 }, (_, item) => ({
        // One word of 300 letters, broken between its letters; then words that wrap.
        description:
          item === 0 ? 'x'.repeat(300) : long('निर्माण क्षेत्र का कार्य and more words ', 300),
        quantityMilli: 1_000_000_000,
        unit: long('running ft ', 20),
        ratePaise: 100,
        optional: item === 1,
      })),
    }))
    const paper = paperOf({
      ...small,
      title: long('A title ', 150),
      clientName: long('Client ', 100),
      clientPhone: '+91 98350 67890 123',
      siteAddress: long('Site address ', 300),
      groups,
      taxLines: Array.from({ length: 4 }, (_, index) => ({
        label: long(`Cess ${index} `, 30),
        rateBasisPoints: 1_000,
      })),
      terms: long('A term of the quotation.\n', 5_000),
      schedule: Array.from({ length: 20 }, () => ({
        label: long('A stage ', 100),
        percentBasisPoints: 500,
      })),
    })
    const pages = pageTexts(await quotationPdf(paper))
    expect(pages.length).toBeGreaterThan(10)
    expect(pages.length).toBeLessThan(40)
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`)
    expect(pages.join(' ')).toContain(formatRupees(paper.totals.totalPaise))
  })

  it('leaves out the company details it does not have, with no empty label', async () => {
    const text = pageTexts(
      await quotationPdf(
        paperOf(small, { company: { name: 'Nirman Constructions' }, revision: 1 }),
      ),
    ).join(' ')
    expect(text).toContain('Nirman Constructions')
    for (const label of ['GSTIN', 'Phone', 'E-mail', 'Site', 'Revision 2']) {
      expect(text).not.toContain(label)
    }
    const bare = pageTexts(await quotationPdf(paperOf(small, { company: {} })))
    expect(bare[0]?.trimStart().startsWith('Quotation Q-12')).toBe(true)
  })

  it('writes a draft with no items, taxes or schedule, and prices that include GST', async () => {
    const empty = pageTexts(await quotationPdf(paperOf({ ...small, groups: [], discountPaise: 0 })))
    expect(empty).toHaveLength(1)
    expect(empty[0]).toContain('Total ₹0')
    expect(empty[0]).toContain('In words: Rupees Zero only')
    expect(empty[0]).not.toContain('Payment schedule')
    const inclusive = pageTexts(
      await quotationPdf(
        paperOf({
          ...small,
          taxLines: [
            { label: 'CGST', rateBasisPoints: 900 },
            { label: 'SGST', rateBasisPoints: 900 },
          ],
          pricesIncludeTax: true,
        }),
      ),
    ).join(' ')
    // ₹1,02,000 with 18 % inside: ₹86,440.68 before tax, ₹7,779.66 of each.
    expect(inclusive).toContain('Amount before tax ₹86,440.68')
    expect(inclusive).toContain('CGST 9 % ₹7,779.66')
    expect(inclusive).toContain('Total ₹1,02,000')
    expect(inclusive).toContain('Prices include GST.')
    // A draft's discount beyond its items: the total in figures, no words for a negative amount.
    const negative = pageTexts(
      await quotationPdf(paperOf({ ...small, discountPaise: 20_000_000 })),
    ).join(' ')
    expect(negative).toContain('Total -₹98,000')
    expect(negative).not.toContain('In words')
  })
})

describe('the quotation PDF in Hindi', () => {
  const paper = samplePaper('hi')

  it('writes every fixed word in Hindi, figures in Western digits', async () => {
    const pdf = await quotationPdf(paper)
    const pages = pageTexts(pdf)
    expect(pages).toHaveLength(3)
    expect(pages[0]).toContain('Nirman Constructions')
    expect(pages[0]).toContain('श्री रमेश प्रसाद श्रीवास्तव')
    expect(pages[0]).toContain('GSTIN: 10AABCN1234F1Z5')
    const [first = '', second = '', last = ''] = actualTexts(pdf)
    for (const words of [
      'निर्माण कंस्ट्रक्शंस',
      'फ़ोन: +91 94310 12345',
      'कोटेशन Q-12',
      'संशोधन 2',
      'दिनांक: 2 मार्च 2026',
      'मान्य तिथि: 1 अप्रैल 2026',
      'ग्राहक',
      'श्री रमेश प्रसाद श्रीवास्तव',
      'कार्य स्थल',
      'प्लॉट 14, राजीव नगर रोड नंबर 6, पटना 800024 (क्षेत्र: दीघा के पास)',
      'क्र. विवरण मात्रा इकाई दर राशि',
      'नींव का कार्य',
      'उप-योग',
      'पृष्ठ 1 / 3',
    ]) {
      expect(first).toContain(words)
    }
    expect(second).toContain('पृष्ठ 2 / 3')
    expect(second).toContain('मॉड्यूलर किचन की अलमारियाँ (वैकल्पिक)')
    const total = paper.totals.totalPaise
    expect(pages[2]).toContain(formatRupees(total))
    expect(pages[2]).toContain('-₹25,000')
    for (const words of [
      'कुल राशि',
      'छूट',
      'कर योग्य राशि',
      `शब्दों में: ${rupeesInWords(total, 'hi')}`,
      'वैकल्पिक कार्य (कुल में शामिल नहीं)',
      'भुगतान की किस्तें',
      'चरण',
      'हिस्सा',
      'प्रथम तल की छत की ढलाई',
      'शर्तें',
      'कृपया ध्यान दें',
      'यह कोटेशन 1 अप्रैल 2026 तक मान्य है।',
      'पृष्ठ 3 / 3',
    ]) {
      expect(last).toContain(words)
    }
    for (const english of ['Quotation', 'Page', 'Total', 'Description', 'Payment']) {
      expect(pages.join(' ')).not.toContain(english)
    }
  })

  it('draws page 1 as an image to look at (the PNG is written to the system’s temporary folder)', async () => {
    const page = open(await quotationPdf(paper)).loadPage(0)
    const pixmap = page.toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, false, true)
    const folder = join(tmpdir(), 'nirman-quotation-pdf')
    mkdirSync(folder, { recursive: true })
    const file = join(folder, 'quotation-hi-page-1.png')
    writeFileSync(file, pixmap.asPNG())
    console.info(`Page 1 of the Hindi quotation: ${file}`)
    expect(pixmap.getWidth()).toBe(Math.round(595.28 * 2))
  })

  it('shapes Devanagari: pre-base ि before its consonant, conjuncts as one glyph, the reph after', () => {
    const { regular } = pdfFonts()
    /** The code points of each glyph fontkit lays out, in the order they are drawn. */
    const glyphs = (word: string) =>
      regular.layout(word).glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints))
    // ि is drawn first though it is written after its consonant (cluster).
    expect(glyphs('किस्त')[0]).toBe('ि')
    expect(glyphs('प्रति').indexOf('ि')).toBeLessThan(glyphs('प्रति').indexOf('त'))
    // In द्वितीय the ि goes before the whole conjunct द्व.
    expect(glyphs('द्वितीय')[0]).toBe('ि')
    // क्ष and श्र are single glyphs (ligatures), not a consonant, a virama and a consonant.
    expect(glyphs('क्षेत्र')).toContain('क्ष')
    expect(glyphs('श्री')).toContain('श्र')
    // The rakar of ट्र and the ृ of कृ are marks drawn on their consonant.
    expect(glyphs('ट्रक')).toEqual(['ट', '्र', 'क'])
    expect(glyphs('कृपया').slice(0, 2)).toEqual(['क', 'ृ'])
    // The reph of र्य is drawn after the य it sits on.
    const reph = glyphs('कार्य')
    expect(reph.indexOf('र्')).toBeGreaterThan(reph.indexOf('य'))
    // No glyph is missing (.notdef is glyph 0).
    for (const word of ['क्षेत्र', 'श्री', 'किस्त', 'प्रति', 'द्वितीय', 'कृपया', 'ट्रक', '₹12,40,000']) {
      expect(regular.layout(word).glyphs.every((glyph) => glyph.id !== 0)).toBe(true)
    }
  })

  it('keeps the company’s Hindi name to the Hindi paper', async () => {
    const english = pageTexts(await quotationPdf(paperOf(small, { company: sampleCompany }))).join(
      ' ',
    )
    expect(english).not.toContain('निर्माण')
  })
})

describe('quantities', () => {
  it.each([
    [1_200_000, '1,200'],
    [12_500, '12.5'],
    [1_800_500, '1,800.5'],
    [250, '0.25'],
    [1, '0.001'],
    [1_000_000_000, '10,00,000'],
  ])('%i thousandths read %s', (quantityMilli, text) => {
    expect(formatQuantity(quantityMilli)).toBe(text)
  })
})
