import { randomBytes } from 'node:crypto'
import sharp from 'sharp'

/** One part of a multipart/form-data body: a text field or a file. */
export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; data: Buffer }

/** A multipart/form-data body as a browser's FormData sends it, with its content-type header. */
export function multipartBody(parts: FormPart[]): {
  payload: Buffer
  headers: { 'content-type': string }
} {
  const boundary = `----nirman-test-${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      )
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      )
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** A photo upload's parts: the file, and the caption and role the form sends before it. */
export function photoForm(
  data: Buffer,
  {
    filename = 'IMG_2041.jpg',
    contentType = 'image/jpeg',
    caption = '',
    role = 'gallery',
  }: { filename?: string; contentType?: string; caption?: string; role?: string } = {},
) {
  return multipartBody([
    { name: 'caption', value: caption },
    { name: 'role', value: role },
    { name: 'file', filename, contentType, data },
  ])
}

export const red = { r: 200, g: 30, b: 30 }
export const blue = { r: 30, g: 30, b: 200 }

/**
 * A picture `width` × `height` whose left half is red and right half blue, as sharp raw pixels:
 * which way it was turned can be read from the colours of the stored files.
 */
export function halvesPicture(width: number, height: number) {
  const left = Math.floor(width / 2)
  const base = sharp({ create: { width, height, channels: 3, background: blue } })
  return base.composite([
    {
      input: { create: { width: left, height, channels: 3, background: red } },
      left: 0,
      top: 0,
    },
  ])
}

/** A phone's JPEG: `width` × `height` as stored, with its camera, GPS position and orientation. */
export async function phoneJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  const pixels = await halvesPicture(width, height).png().toBuffer()
  return sharp(pixels)
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      // Patna: 25° 36′ N, 85° 8′ E.
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '25/1 36/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '85/1 8/1 0/1',
      },
    })
    .jpeg({ quality: 85 })
    .toBuffer()
}

/** A small PNG of one colour; `shade` makes each one's bytes (and so its stored name) different. */
export function smallPng(shade = 0, width = 64, height = 48): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: shade % 256, g: 120, b: 90 } },
  })
    .png()
    .toBuffer()
}

/** The RGB of the pixel at (`x`, `y`) of an encoded image. */
export async function pixelAt(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const offset = (y * info.width + x) * info.channels
  return { r: data[offset] ?? 0, g: data[offset + 1] ?? 0, b: data[offset + 2] ?? 0 }
}

/** Whether a colour is close to another (lossy formats move each channel a little). */
export const near = (
  actual: { r: number; g: number; b: number },
  expected: { r: number; g: number; b: number },
) =>
  Math.abs(actual.r - expected.r) < 30 &&
  Math.abs(actual.g - expected.g) < 30 &&
  Math.abs(actual.b - expected.b) < 30

/**
 * A PNG whose header (IHDR) declares `width` × `height` over a few hundred bytes of data: a
 * decompression bomb's header. The CRC of IHDR is not fixed, so only a header-reading check can
 * refuse it.
 */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await smallPng(7, 100, 100))
  // Signature (8 bytes), IHDR length (4) and type (4), then width and height.
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  return png
}

/** A JPEG whose frame header (SOF) declares `width` × `height`, over a small picture's data. */
export async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await halvesPicture(64, 48).jpeg().toBuffer())
  for (let offset = 2; offset < jpeg.length - 9; offset++) {
    // SOF0 (baseline) or SOF2 (progressive): FF C0/C2, length (2), precision (1), height, width.
    if (jpeg[offset] === 0xff && (jpeg[offset + 1] === 0xc0 || jpeg[offset + 1] === 0xc2)) {
      jpeg.writeUInt16BE(height, offset + 5)
      jpeg.writeUInt16BE(width, offset + 7)
      return jpeg
    }
  }
  throw new Error('no frame header in the JPEG')
}
