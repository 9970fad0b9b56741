import type { ResponsiveImage } from '@nirman/contract'
import type { ComponentProps } from 'react'

export interface ResponsivePictureProps
  extends Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt'> {
  /** The photo in every stored width and format, as the API gives it. */
  image: ResponsiveImage
  /** What the photo shows (its caption); empty for a photo the text beside it already names. */
  alt: string
  /**
   * How wide the photo is drawn at each screen width, for the browser to pick the smallest file
   * that is sharp enough: `(min-width: 1024px) 400px, 100vw`.
   */
  sizes: string
}

/**
 * A photo the server stored in several widths and formats, as a `<picture>`: a `<source>` per
 * format, smallest files first (the browser takes the first type it can show), and an `<img>` with
 * the JPEG's widths for browsers that read no `<source>`, and the middle-width JPEG for those that
 * read no `srcset`. Its `width` and `height` are the photo's, so the page keeps its place before it
 * arrives. Lazy by default; pass `loading="eager"` for the first thing on screen.
 */
export function ResponsivePicture({
  image,
  alt,
  sizes,
  loading = 'lazy',
  decoding = 'async',
  ...props
}: ResponsivePictureProps) {
  const jpeg = image.sources.find((source) => source.type === 'image/jpeg')
  return (
    <picture className="contents">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        {...props}
        alt={alt}
        loading={loading}
        decoding={decoding}
        src={image.src}
        srcSet={jpeg?.srcset}
        sizes={sizes}
        width={image.width}
        height={image.height}
      />
    </picture>
  )
}
