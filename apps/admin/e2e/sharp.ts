import { createRequire } from 'node:module'

/** The few calls of sharp the e2e tests make (the admin has no dependency on it: the API has). */
export interface SharpImage {
  jpeg(options?: { quality?: number }): SharpImage
  png(): SharpImage
  toBuffer(): Promise<Buffer>
}
type Sharp = (input: {
  create: {
    width: number
    height: number
    channels: 3
    background: { r: number; g: number; b: number }
    noise?: { type: 'gaussian'; mean: number; sigma: number }
  }
}) => SharpImage

/** sharp, the API's own image library, to make real photos as phones and cameras give them. */
export const sharp = createRequire(new URL('../../api/package.json', import.meta.url))(
  'sharp',
) as Sharp
