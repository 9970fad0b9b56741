import type { ClientPhoto } from '@nirman/contract'
import { lazy, Suspense, useId, useState } from 'react'
import { ResponsivePicture } from '../images/responsive-picture'
import { useTrackerText } from './tracker-texts'

// The larger view's code (a dialog) comes when the client first opens a photo.
const TrackerPhotoViewer = lazy(() =>
  import('./tracker-photo-viewer').then((module) => ({ default: module.TrackerPhotoViewer })),
)

/** Two photos a row on a phone, three from 640 px, in the page's column of at most 1024 px. */
const photoSizes = '(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw'

interface UpdatePhotoProps {
  photo: ClientPhoto
  /** "Photo 2 of 3": the name of a photo without a caption. */
  position: string
  onOpen: () => void
}

/**
 * A photo of a site visit as a button that opens it larger. Its name is the caption (or its place
 * among the visit's photos) then "View larger".
 */
function UpdatePhoto({ photo, position, onOpen }: UpdatePhotoProps) {
  const copy = useTrackerText()
  const captionId = useId()
  const actionId = useId()
  return (
    <li>
      <figure className="space-y-1">
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
            sizes={photoSizes}
            className="aspect-[4/3] h-auto w-full object-cover"
          />
          <span id={actionId} className="sr-only">
            {copy.updates.viewLarger}
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

/** A site visit's photos: each opens larger, where the client steps through the visit's others. */
export function UpdatePhotos({ photos, visit }: { photos: readonly ClientPhoto[]; visit: string }) {
  const copy = useTrackerText()
  const [open, setOpen] = useState<number | null>(null)
  return (
    <>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, index) => (
          <UpdatePhoto
            key={photo.id}
            photo={photo}
            position={copy.updates.photoPosition(index + 1, photos.length)}
            onOpen={() => setOpen(index)}
          />
        ))}
      </ul>
      {open === null ? null : (
        <Suspense fallback={null}>
          <TrackerPhotoViewer
            photos={photos}
            index={open}
            visit={visit}
            onShow={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  )
}
