import type { ReactNode } from 'react'

export interface PageHeroProps {
  eyebrow?: string
  title: string
  subtitle: string
  /** An illustration beside the text from the md breakpoint; loaded eagerly, it is on screen. */
  image?: { src: string; alt: string; width: number; height: number }
  children?: ReactNode
}

/** The top of an inner page: the page's one `<h1>` on the brand blue, with an optional image. */
export function PageHero({ eyebrow, title, subtitle, image, children }: PageHeroProps) {
  return (
    <div className="bg-primary px-4 py-14 text-primary-foreground sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-10 md:grid-cols-[3fr_2fr]">
        <div>
          {eyebrow ? (
            <p className="mb-3 font-semibold text-amber-300 text-sm uppercase tracking-wider">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="text-balance font-bold text-4xl tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-5 max-w-2xl text-brand-100 text-lg sm:text-xl">{subtitle}</p>
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {image ? (
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            decoding="async"
            className="hidden h-auto w-full rounded-xl md:block"
          />
        ) : null}
      </div>
    </div>
  )
}
