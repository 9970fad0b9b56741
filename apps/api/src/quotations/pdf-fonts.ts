import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { create, type Font } from 'fontkit'

// The font of the PDFs the API makes: Noto Sans Devanagari (SIL Open Font License 1.1), the full
// TrueType files of Google Fonts from the npm package @expo-google-fonts/noto-sans-devanagari. One
// font for both languages: it has the Devanagari, the Latin letters and the rupee sign (₹), so a
// Hindi line with an English name or a figure in it needs no second font. pdfkit shapes its text
// with fontkit (OpenType GSUB/GPOS and the Indic shaper): conjuncts, half forms, the reph and the
// ि matra drawn before its consonant.
//
// The files are found where the package is installed (apps/api/node_modules, beside src/ and
// dist/ alike): tsup leaves npm packages outside the bundle, so dist/server.js resolves them as
// the source does.
//
// Each font is opened once, on the first PDF, and shared by every PDF after it: fontkit reads a
// font's tables (its GSUB and GPOS lookups among them) when they are first used and keeps them, so
// a font opened anew for each PDF would read them again each time, and a Hindi quotation took
// five times as long. Shared, one thing must not leak from one PDF into the next: fontkit keeps
// each glyph it has made with the letters of the text that first made it, and pdfkit writes those
// letters into the PDF (its ToUnicode map, what copying the text gives). Were they kept across
// PDFs, the same quotation would give other bytes after another one, and its SHA-256 would not
// check. So each text is shaped from no kept glyph (`shapedAlone`): a glyph's letters come from
// the text being shaped, whatever came before.

const fontPackage = '@expo-google-fonts/noto-sans-devanagari'

export interface PdfFonts {
  regular: Font
  bold: Font
}

let fonts: PdfFonts | undefined

/** The fonts, opened on the first call and kept. */
export function pdfFonts(): PdfFonts {
  if (fonts === undefined) {
    const resolve = createRequire(import.meta.url).resolve
    const open = (file: string): Font => {
      const font = create(readFileSync(resolve(`${fontPackage}/${file}`)))
      if (!('layout' in font)) throw new Error(`${file} is a collection of fonts, not one font`)
      return shapedAlone(font)
    }
    fonts = {
      regular: open('400Regular/NotoSansDevanagari_400Regular.ttf'),
      bold: open('700Bold/NotoSansDevanagari_700Bold.ttf'),
    }
  }
  return fonts
}

/** fontkit's glyphs kept by a font (fontkit 2: `_glyphs`, by glyph id). */
interface KeptGlyphs {
  _glyphs?: Record<number, unknown>
}

/** `font`, whose `layout` forgets the glyphs made before it: see above. */
function shapedAlone(font: Font): Font {
  const kept = font as unknown as KeptGlyphs
  if (kept._glyphs === undefined) {
    throw new Error('fontkit no longer keeps its glyphs in _glyphs: see pdf-fonts.ts')
  }
  const layout = font.layout.bind(font)
  font.layout = (...args) => {
    kept._glyphs = {}
    return layout(...args)
  }
  return font
}
