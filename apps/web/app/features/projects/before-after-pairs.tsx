import type { ProjectPhoto } from '@nirman/contract'
import { projectPhotosCopy as copyHindi } from '../../content/hi/projects'
import { projectPhotosCopy as copyEnglish } from '../../content/projects'
import { usePageText } from '../../i18n/page-text'
import { ResponsivePicture } from '../images/responsive-picture'
import type { BeforeAfterPair } from './project-photos'

/** Half of the page's main column (at most 800 px wide from 1024 px, the whole width below). */
const sideSizes = '(min-width: 1024px) 400px, 50vw'

/** One side of a pair: the photo, cut to the same shape as its partner, labelled Before or After. */
function PairSide({ photo, label }: { photo: ProjectPhoto | undefined; label: string }) {
  // An empty cell keeps a lone photo on its own side.
  if (!photo) return <div />
  return (
    <figure className="space-y-2">
      <div className="relative">
        <ResponsivePicture
          image={photo.image}
          alt={photo.caption}
          sizes={sideSizes}
          className="aspect-[4/3] h-auto w-full rounded-lg border border-border bg-muted object-cover"
        />
        <span
          aria-hidden="true"
          className="absolute top-2 left-2 rounded-md bg-foreground/85 px-2 py-0.5 font-semibold text-background text-xs uppercase tracking-wide"
        >
          {label}
        </span>
      </div>
      <figcaption className="flex flex-col text-sm">
        <strong className="font-semibold">{label}</strong>
        {photo.caption ? <span className="text-muted-foreground">{photo.caption}</span> : null}
      </figcaption>
    </figure>
  )
}

/** Before/after photos side by side, Before on the left, each pair in a row of its own. */
export function BeforeAfterPairs({ pairs }: { pairs: readonly BeforeAfterPair[] }) {
  const copy = usePageText(copyEnglish, copyHindi)
  return (
    <ul className="space-y-6">
      {pairs.map((pair) => (
        <li
          key={`${pair.before?.id ?? 'none'}-${pair.after?.id ?? 'none'}`}
          className="grid grid-cols-2 gap-3 sm:gap-4"
        >
          <PairSide photo={pair.before} label={copy.before} />
          <PairSide photo={pair.after} label={copy.after} />
        </li>
      ))}
    </ul>
  )
}
