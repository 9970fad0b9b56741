import PDFDocument from 'pdfkit'
import { pdfFonts } from './pdf-fonts'

// A small layout engine over pdfkit for the API's papers: A4 portrait, one font (pdf-fonts.ts),
// lines placed at explicit positions, text wrapped here (so that every line's height is known
// before it is drawn), pages added when the next block does not fit, and a footer drawn on every
// page once the number of pages is known. Nothing in it depends on the time or on chance: the same
// calls give the same bytes.

/** A4 in points (1/72 inch). */
export const a4 = { width: 595.28, height: 841.89 } as const
const margin = 40
/** Room kept below the content for the footer. */
const footerRoom = 26

export interface TextStyle {
  size: number
  bold?: boolean
  /** '#rrggbb'; the body's colour when left out. */
  color?: string
}

export const colours = {
  text: '#1b1f24',
  muted: '#5b6470',
  brand: '#173b76',
  brandLight: '#eef4fb',
  rule: '#d5dde7',
} as const

/** The height of a line, as a multiple of its font size: room for Devanagari's stacked marks. */
const lineSpacing = 1.5
/**
 * Where pdfkit's text starts below a line's top, so that the font's glyphs (Noto Sans Devanagari:
 * 0.896 em above the baseline, 0.408 below) sit in the middle of the line's height.
 */
const glyphTop = (lineSpacing - (896 + 408) / 1000) / 2

/** Letters whose shaped glyphs are not in the order of the text (the ि matra, the reph). */
const devanagari = /[\u0900-\u097f\ua8e0-\ua8ff]/

/** What the paper says about itself in the PDF's information dictionary. */
export interface PaperInfo {
  title: string
  author?: string
  /** 'en-IN', 'hi-IN': the language a screen reader reads it in. */
  lang: string
  /** The PDF's creation date: fixed by the caller, so that the same paper gives the same bytes. */
  created: Date
}

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument
  readonly left = margin
  readonly right = a4.width - margin
  readonly width = a4.width - 2 * margin
  readonly top = margin
  readonly bottom = a4.height - margin - footerRoom
  /** Where the next block starts, from the top of the page. */
  y: number = margin
  /** Drawn at the top of every page added after the first (a table's heading and header row). */
  onNewPage: (() => void) | undefined
  private readonly bytes: Promise<Buffer>

  constructor(info: PaperInfo) {
    this.doc = new PDFDocument({
      size: 'A4',
      // The margins are kept here: pdfkit's own would add pages by themselves.
      margin: 0,
      bufferPages: true,
      lang: info.lang,
      displayTitle: true,
      info: {
        Title: info.title,
        ...(info.author ? { Author: info.author } : {}),
        CreationDate: info.created,
      },
    })
    // pdfkit takes an opened fontkit font as well as a file (its types say files only).
    const fonts = pdfFonts() as unknown as Record<'regular' | 'bold', Buffer>
    this.doc.registerFont('regular', fonts.regular)
    this.doc.registerFont('bold', fonts.bold)
    shareWords(this.doc)
    const chunks: Buffer[] = []
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    this.bytes = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)))
      this.doc.on('error', reject)
    })
  }

  private use(style: TextStyle): void {
    this.doc
      .font(style.bold ? 'bold' : 'regular')
      .fontSize(style.size)
      .fillColor(style.color ?? colours.text)
  }

  lineHeight(style: TextStyle): number {
    return style.size * lineSpacing
  }

  /** The width of one line of text, shaped. */
  widthOf(text: string, style: TextStyle): number {
    this.use(style)
    return this.doc.widthOfString(text)
  }

  /**
   * One line of text with its top at `y`, aligned within `width` from `x`. A line with
   * Devanagari carries its text as ActualText, so that copying or searching it gives the letters
   * in their order rather than in the order of the glyphs drawn (ि before its consonant). Readers
   * differ: the PDF standard has them take the ActualText; pdf.js 4 (Firefox) ignores it and gives
   * the glyphs' order; MuPDF 1.28 gives the ActualText followed by some of the glyphs' letters.
   */
  line(
    text: string,
    x: number,
    y: number,
    style: TextStyle,
    box: { width: number; align: 'left' | 'right' | 'center' } = { width: 0, align: 'left' },
  ): void {
    if (text === '') return
    const width = box.align === 'left' ? 0 : this.widthOf(text, style)
    const start =
      box.align === 'right'
        ? x + box.width - width
        : box.align === 'center'
          ? x + (box.width - width) / 2
          : x
    this.use(style)
    const actual = devanagari.test(text)
    if (actual) this.doc.markContent('Span', { actual: text })
    this.doc.text(text, start, y + glyphTop * style.size, { lineBreak: false })
    if (actual) this.doc.endMarkedContent()
  }

  /** A number in a cell: its style made smaller until it fits `width` (a long amount). */
  fitted(text: string, width: number, style: TextStyle): TextStyle {
    let size = style.size
    while (size > 6 && this.widthOf(text, { ...style, size }) > width) size -= 0.5
    return { ...style, size }
  }

  /**
   * `text` broken into lines of at most `width`: at its line breaks, then between words; a word
   * longer than a line is broken between its letters (never inside a conjunct or a matra).
   */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const space = this.widthOf(' ', style)
    const lines: string[] = []
    for (const paragraph of clean(text).split('\n')) {
      let current = ''
      let currentWidth = 0
      for (const word of paragraph.split(' ').filter((part) => part !== '')) {
        const wordWidth = this.widthOf(word, style)
        if (current !== '' && currentWidth + space + wordWidth <= width) {
          current += ` ${word}`
          currentWidth += space + wordWidth
          continue
        }
        if (current !== '') lines.push(current)
        if (wordWidth <= width) {
          current = word
          currentWidth = wordWidth
          continue
        }
        const pieces = this.broken(word, width, style)
        current = pieces.pop() ?? ''
        currentWidth = this.widthOf(current, style)
        lines.push(...pieces)
      }
      lines.push(current)
    }
    return lines
  }

  private broken(word: string, width: number, style: TextStyle): string[] {
    const pieces: string[] = []
    let piece = ''
    for (const { segment } of graphemes.segment(word)) {
      if (piece !== '' && this.widthOf(piece + segment, style) > width) {
        pieces.push(piece)
        piece = ''
      }
      piece += segment
    }
    pieces.push(piece)
    return pieces
  }

  /** Lines drawn one under another from `y`; returns the height they took. */
  lines(lines: readonly string[], x: number, y: number, style: TextStyle, width = 0): number {
    const height = this.lineHeight(style)
    lines.forEach((text, index) => {
      this.line(text, x, y + index * height, style, { width, align: 'left' })
    })
    return lines.length * height
  }

  /** A paragraph across the page from the current position, page by page; moves `y` below it. */
  paragraph(text: string, style: TextStyle, x = this.left, width = this.right - x): void {
    const height = this.lineHeight(style)
    for (const line of this.wrap(text, width, style)) {
      this.ensure(height)
      this.line(line, x, this.y, style)
      this.y += height
    }
  }

  /** A new page when `height` does not fit below `y` on this one. */
  ensure(height: number): void {
    if (this.y + height > this.bottom) this.newPage()
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 })
    this.y = this.top
    this.onNewPage?.()
  }

  rule(y: number, colour: string = colours.rule, thickness = 0.75, x = this.left, to = this.right) {
    this.doc.moveTo(x, y).lineTo(to, y).lineWidth(thickness).strokeColor(colour).stroke()
  }

  fill(x: number, y: number, width: number, height: number, colour: string): void {
    this.doc.rect(x, y, width, height).fillColor(colour).fill()
  }

  /** The footer drawn on every page (`page` from 1), then the PDF's bytes. */
  finish(footer: (page: number, pages: number) => void): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange()
    for (let index = 0; index < count; index++) {
      this.doc.switchToPage(start + index)
      footer(index + 1, count)
    }
    this.doc.end()
    return this.bytes
  }
}

/**
 * pdfkit keeps each word it has shaped (its glyphs and their positions), by font, in a cache of
 * the PDF's own. Shaping Devanagari is most of the time a PDF takes, and a quotation's words come
 * back in the next one: every PDF shares one cache per font instead (the fonts are shared too:
 * pdf-fonts.ts). A cached word is only read, never changed, by pdfkit. Emptied when it holds more
 * than `maxWords` words. Should a later pdfkit keep its cache elsewhere, each PDF has its own again.
 */
const sharedWords: Record<'regular' | 'bold', Record<string, unknown>> = {
  regular: Object.create(null),
  bold: Object.create(null),
}
const maxWords = 20_000

interface PdfkitInternals {
  _font?: { layoutCache?: Record<string, unknown> }
}

function shareWords(doc: PDFKit.PDFDocument): void {
  for (const name of ['regular', 'bold'] as const) {
    doc.font(name)
    const font = (doc as unknown as PdfkitInternals)._font
    if (font?.layoutCache === undefined) continue
    if (Object.keys(sharedWords[name]).length > maxWords) sharedWords[name] = Object.create(null)
    font.layoutCache = sharedWords[name]
  }
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** Line breaks as '\n', tabs as spaces, no other control characters. */
function clean(text: string): string {
  return [...text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')]
    .filter((letter) => {
      const code = letter.codePointAt(0) ?? 0
      return code === 10 || (code >= 32 && code !== 127)
    })
    .join('')
}
