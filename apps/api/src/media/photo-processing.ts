import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { portfolioLimits, portfolioMessages } from '@nirman/contract'
import sharp, { type Metadata, type Sharp } from 'sharp'
import { HttpError } from '../http-error'
import type { HeicDecoder } from './heic-decoder'

// libvips keeps the results of recent operations (up to 50 MB, 100 of them) to reuse them; every
// photo here is decoded once, so the cache only kept memory after each upload.
sharp.cache(false)

/** The kinds of photo accepted, as their first bytes tell them (never the file's name). */
export type PhotoKind = 'jpeg' | 'png' | 'webp' | 'heif'

// ISO BMFF brands of HEIF images: HEVC-coded (phones' HEIC), AV1-coded (AVIF) and generic.
const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'mif2', 'msf1'])
const avifBrands = new Set(['avif', 'avis'])

/**
 * What a file is by its magic bytes, or null when it is none of the accepted photo formats: a PDF,
 * an SVG (text), a zip or anything renamed `.jpg` never reaches an image decoder.
 */
export function sniffPhoto(bytes: Buffer): PhotoKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg'
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png'
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp'
  }
  if (bytes.length >= 16 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    // The major brand, then the compatible brands up to the end of the ftyp box.
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 256)
    for (let offset = 8; offset + 4 <= boxEnd; offset += 4) {
      if (offset === 12) continue // the minor version, not a brand
      const brand = bytes.toString('latin1', offset, offset + 4)
      if (heifBrands.has(brand) || avifBrands.has(brand)) return 'heif'
    }
  }
  return null
}

/** The widths stored of every photo, for `srcset`: phones, tablets and laptops, desktops. */
export const photoWidths = [480, 960, 1600] as const
const maxWidth = 1600
/** The width whose JPEG is `<img src>` for browsers that take no `srcset`. */
const fallbackWidth = 960

/**
 * The formats stored, smallest files first. WebP rather than AVIF: on this machine's CPU, encoding
 * the three widths of a 12-megapixel photo took 0.5 s as WebP and 5.8 s as AVIF (sharp 0.35,
 * default efforts), for files about a third smaller; the upload would wait those seconds, and
 * every browser the site supports shows WebP. JPEG for the rest (and for link previews).
 */
export const photoFormats = [
  { format: 'webp', extension: 'webp', contentType: 'image/webp' },
  { format: 'jpeg', extension: 'jpg', contentType: 'image/jpeg' },
] as const
export type PhotoFormat = (typeof photoFormats)[number]['format']

/** `3f9c…-960.webp`: the file of one width and format of a photo. */
export function photoFileKey(storageKey: string, width: number, format: PhotoFormat): string {
  const extension = photoFormats.find((each) => each.format === format)?.extension ?? format
  return `${storageKey}-${width}.${extension}`
}

/**
 * The widths stored of a photo `width` pixels wide once upright: the standard ones below it and
 * the photo's own width in place of those above it, never enlarged.
 *
 * @example storedWidths(4032) // [480, 960, 1600]
 * @example storedWidths(1200) // [480, 960, 1200]
 * @example storedWidths(300) // [300]
 */
export function storedWidths(width: number): number[] {
  const largest = Math.min(width, maxWidth)
  return [...photoWidths.filter((each) => each < largest), largest]
}

/** The width of the JPEG for `<img src>`: 960 when stored, else the largest stored. */
export function fallbackWidthOf(widths: readonly number[]): number {
  return widths.includes(fallbackWidth) ? fallbackWidth : (widths[widths.length - 1] ?? 0)
}

export interface PhotoFile {
  key: string
  data: Buffer
  contentType: string
  width: number
  height: number
}

/** A photo made ready to store: its files and what the database row says of them. */
export interface ProcessedPhoto {
  /** A prefix of the SHA-256 of the uploaded bytes: the same photo gets the same names. */
  storageKey: string
  /** Of the largest stored width, upright. */
  width: number
  height: number
  widths: number[]
  formats: PhotoFormat[]
  files: PhotoFile[]
}

const refuse = (status: number, message: string) =>
  new HttpError(status, message, [{ path: 'file', message }])

const isPixelLimitError = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message)

/** A decoder's failure as the refusal the uploader reads (a refusal already made stays). */
function refusalOf(error: unknown): HttpError {
  if (error instanceof HttpError) return error
  if (isPixelLimitError(error)) return refuse(400, portfolioMessages.tooManyPixels)
  return refuse(400, portfolioMessages.unreadable)
}

/**
 * Turns an upload into the files of a photo: checks what it is from its bytes, refuses images over
 * 50 megapixels from their header before decoding anything (a 20000×20000 PNG of a few hundred
 * bytes would need 1.6 GB), turns it upright, drops every piece of metadata (EXIF with the GPS
 * position, XMP, the camera's colour profile after converting to sRGB), and encodes each stored
 * width as WebP and JPEG.
 *
 * One photo is processed at a time in this process: decoding a 50-megapixel image holds about
 * 150 MB, and sharp runs on libuv's four threads, which also read files and hash passwords.
 */
export class PhotoProcessor {
  private queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly heic: HeicDecoder) {}

  /**
   * @param upload the photo's bytes, or the path of the temporary file an upload was streamed to:
   *   read only when its turn comes, so uploads waiting for the decoder hold no memory
   */
  process(upload: Buffer | string): Promise<ProcessedPhoto> {
    return this.inTurn(upload, (bytes) => this.processNow(bytes))
  }

  /**
   * A photo as one JPEG of its own size (at most 50 megapixels), upright and without any metadata:
   * a photographed document (an approval, a drawing) is kept whole to be read or printed, not in
   * the widths of a gallery. Refused as `process` refuses (not a photo, too many pixels, damaged).
   *
   * @param upload as for `process`
   */
  uprightJpeg(upload: Buffer | string): Promise<{ data: Buffer; width: number; height: number }> {
    return this.inTurn(upload, async (bytes) => {
      const { kind, metadata } = await this.inspect(bytes)
      try {
        const source = await this.decoder(bytes, kind, metadata)
        const { data, info } = await source
          .flatten({ background: '#ffffff' })
          .toColourspace('srgb')
          .jpeg({ quality: 85, mozjpeg: true })
          .toBuffer({ resolveWithObject: true })
        return { data, width: info.width, height: info.height }
      } catch (error) {
        throw refusalOf(error)
      }
    })
  }

  /** Runs `work` on the upload's bytes once the photos before it are done (one at a time). */
  private inTurn<T>(upload: Buffer | string, work: (bytes: Buffer) => Promise<T>): Promise<T> {
    const run = async () => work(typeof upload === 'string' ? await readFile(upload) : upload)
    const turn = this.queue.then(run, run)
    this.queue = turn.catch(() => undefined)
    return turn
  }

  /**
   * What the upload is, from its bytes and then its header, refusing what is not a photo, what
   * declares over 50 megapixels (before decoding anything) and what cannot be read.
   */
  private async inspect(upload: Buffer): Promise<{ kind: PhotoKind; metadata: Metadata }> {
    if (upload.length === 0) throw refuse(400, portfolioMessages.unreadable)
    const kind = sniffPhoto(upload)
    if (!kind) throw refuse(415, portfolioMessages.notAnImage)
    let metadata: Metadata
    try {
      metadata = await sharp(upload, { limitInputPixels: false }).metadata()
    } catch {
      throw refuse(400, portfolioMessages.unreadable)
    }
    // The decoder must agree with the magic bytes (a JPEG header on something else is refused).
    if (metadata.format !== kind) throw refuse(415, portfolioMessages.notAnImage)
    const { width = 0, height = 0 } = metadata
    if (width * height > portfolioLimits.uploadPixels) {
      throw refuse(400, portfolioMessages.tooManyPixels)
    }
    if (width === 0 || height === 0) throw refuse(400, portfolioMessages.unreadable)
    return { kind, metadata }
  }

  private async processNow(upload: Buffer): Promise<ProcessedPhoto> {
    const { kind, metadata } = await this.inspect(upload)
    const { width = 0 } = metadata
    try {
      const source = await this.decoder(upload, kind, metadata)
      const uprightWidth = metadata.autoOrient?.width ?? width
      const largest = Math.min(uprightWidth, maxWidth)
      // Decoded once, upright, at the largest stored width, on white (a transparent PNG's
      // background), in 8-bit sRGB; every file is made from these pixels.
      const { data, info } = await source
        .flatten({ background: '#ffffff' })
        .resize({ width: largest, withoutEnlargement: true })
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true })
      const raw = { width: info.width, height: info.height, channels: info.channels }
      const storageKey = createHash('sha256').update(upload).digest('hex').slice(0, 20)
      const widths = storedWidths(info.width)
      const files: PhotoFile[] = []
      for (const target of widths) {
        const resized = sharp(data, { raw }).resize({ width: target })
        for (const { format, contentType } of photoFormats) {
          const encoded = await (format === 'webp'
            ? resized.clone().webp({ quality: 78 })
            : resized.clone().jpeg({ quality: 80, mozjpeg: true })
          ).toBuffer({ resolveWithObject: true })
          files.push({
            key: photoFileKey(storageKey, target, format),
            data: encoded.data,
            contentType,
            width: encoded.info.width,
            height: encoded.info.height,
          })
        }
      }
      return {
        storageKey,
        width: info.width,
        height: info.height,
        widths,
        formats: photoFormats.map((each) => each.format),
        files,
      }
    } catch (error) {
      throw refusalOf(error)
    }
  }

  /** A pipeline over the upload's pixels, already upright. */
  private async decoder(upload: Buffer, kind: PhotoKind, metadata: Metadata): Promise<Sharp> {
    const limits = { limitInputPixels: portfolioLimits.uploadPixels, failOn: 'error' } as const
    if (kind === 'heif' && metadata.compression === 'hevc') {
      // libheif applies the HEIF's own rotation and mirroring (irot, imir) while decoding.
      const pixels = await this.heic.decode(upload)
      return sharp(pixels.data, {
        ...limits,
        raw: { width: pixels.width, height: pixels.height, channels: 4 },
      })
    }
    return sharp(upload, { ...limits, autoOrient: true })
  }
}
