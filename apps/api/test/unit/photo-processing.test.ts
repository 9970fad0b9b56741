import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { fallbackWidthOf, sniffPhoto, storedWidths } from '../../src/media/photo-processing'

describe('what a file is, by its first bytes', () => {
  it('knows the four photo formats accepted', async () => {
    const pixels = sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    expect(sniffPhoto(await pixels.clone().jpeg().toBuffer())).toBe('jpeg')
    expect(sniffPhoto(await pixels.clone().png().toBuffer())).toBe('png')
    expect(sniffPhoto(await pixels.clone().webp().toBuffer())).toBe('webp')
    expect(sniffPhoto(await pixels.clone().heif({ compression: 'av1' }).toBuffer())).toBe('heif')
  })

  it('knows an iPhone HEIC by its ftyp box, whatever its major brand', () => {
    // size 24, "ftyp", major "heic", minor 0, compatible "mif1", "heic".
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic'),
      Buffer.alloc(4),
      Buffer.from('mif1heic'),
    ])
    expect(sniffPhoto(heic)).toBe('heif')
    // An MP4 video is an ftyp box too, but of no image brand.
    const video = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypisom'),
      Buffer.alloc(4),
      Buffer.from('isomavc1'),
    ])
    expect(sniffPhoto(video)).toBeNull()
  })

  it.each([
    ['a PDF', '%PDF-1.7\n'],
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['a GIF', 'GIF89a\u0001\u0000\u0001\u0000'],
    ['a zip', 'PK\u0003\u0004'],
    ['HTML', '<!doctype html><title>x</title>'],
    ['nothing', ''],
  ])('refuses %s', (_kind, text) => {
    expect(sniffPhoto(Buffer.from(text, 'latin1'))).toBeNull()
  })
})

describe('the widths stored of a photo', () => {
  it.each([
    [4032, [480, 960, 1600]],
    [1600, [480, 960, 1600]],
    [1200, [480, 960, 1200]],
    [960, [480, 960]],
    [481, [480, 481]],
    [300, [300]],
  ])('a photo %i px wide upright is stored at %j, never enlarged', (width, widths) => {
    expect(storedWidths(width)).toEqual(widths)
  })

  it('uses the JPEG of 960 px as <img src>, else the largest stored', () => {
    expect(fallbackWidthOf([480, 960, 1600])).toBe(960)
    expect(fallbackWidthOf([480, 800])).toBe(800)
    expect(fallbackWidthOf([300])).toBe(300)
  })
})
