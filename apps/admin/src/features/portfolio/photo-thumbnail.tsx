import type { ResponsiveImage } from '@nirman/contract'
import { cn } from '@nirman/ui'

/**
 * A small picture of a stored photo: `<picture>` with the server's formats, so the browser takes
 * the smallest width and the lightest format it reads.
 */
export function PhotoThumbnail({
  image,
  alt,
  className,
}: {
  image: ResponsiveImage
  alt: string
  className?: string
}) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes="8rem" />
      ))}
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className={cn('aspect-[4/3] w-full rounded-md bg-muted object-cover', className)}
      />
    </picture>
  )
}
