import type { ProjectPhoto } from '@nirman/contract'
import { lazy, Suspense, useId, useState } from 'react'
import { projectPhotosCopy as copyHindi } from '../../content/hi/projects'
import { projectPhotosCopy as copyEnglish } from '../../content/projects'
import { usePageText } from '../../i18n/page-text'
import { ResponsivePicture } from '../images/responsive-picture'

// The larger view's code (the dialog) comes when a visitor first opens a photo.
const PhotoViewer = lazy(() =>
  import('./photo-viewer').then((module) => ({ default: module.PhotoViewer })),
)

/**
 * Two photos a row from 640 px in the page's main column (at most 800 px wide from 1024 px, the
 * whole width below it, less its padding).
 */
const gallerySizes = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'

interface GalleryPhotoProps {
  photo: ProjectPhoto
  /** "Photo 4 of 6": the name of a photo without a caption. */
  position: string
  onOpen: () => void
}

/**
 * A photo and its caption. The button's name is the caption (or the photo's place) then "View
 * larger", joined by aria-labelledby, which puts a space between them in every browser.
 */
function GalleryPhoto({ photo, position, onOpen }: GalleryPhotoProps) {
  const copy = usePageText(copyEnglish, copyHindi)
  const captionId = useId()
  const actionId = useId()
  return (
    <li>
      <figure className="space-y-2">
        <button
          type="button"
          aria-haspopup="dialog"
          aria-labelledby={`${captionId} ${actionId}`}
          onClick={onOpen}
          className="block w-full cursor-zoom-in overflow-hidden rounded-lg border border-border bg-muted focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
        >
          <ResponsivePicture
            image={photo.image}
            alt={photo.caption}
            sizes={gallerySizes}
            className="aspect-[4/3] h-auto w-full object-cover transition-transform hover:scale-105"
          />
          <span id={actionId} className="sr-only">
            {copy.viewLarger}
          </span>
        </button>
        {photo.caption ? (
          <figcaption id={captionId} className="text-muted-foreground text-sm">
            {photo.caption}
          </figcaption>
        ) : (
          <span id={captionId} className="sr-only">
            {position}
          </span>
        )}
      </figure>
    </li>
  )
}

export interface PhotoGalleryProps {
  photos: readonly ProjectPhoto[]
}

/**
 * A project's photos with their captions. Each photo is a button that opens it larger, in a
 * dialog where the visitor can step through the rest (photo-viewer.tsx); its name is the photo's
 * caption (also its alt text), or its place among the photos when it has none.
 */
export function PhotoGallery({ photos }: PhotoGalleryProps) {
  const copy = usePageText(copyEnglish, copyHindi)
  const [open, setOpen] = useState<number | null>(null)
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2">
        {photos.map((photo, index) => (
          <GalleryPhoto
            key={photo.id}
            photo={photo}
            position={copy.photoPosition(index + 1, photos.length)}
            onOpen={() => setOpen(index)}
          />
        ))}
      </ul>
      {open === null ? null : (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            index={open}
            onShow={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  )
}
