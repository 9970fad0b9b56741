import type { ClientPhoto } from '@nirman/contract'
import {
  Button,
  Modal,
  ModalBody,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '@nirman/ui'
import { ArrowLeft, ArrowRight } from 'lucide-react'
import type { KeyboardEvent } from 'react'
import { ResponsivePicture } from '../images/responsive-picture'
import { useTrackerText } from './tracker-texts'

export interface TrackerPhotoViewerProps {
  photos: readonly ClientPhoto[]
  /** The photo shown, counting from 0. */
  index: number
  /** The visit the photos are of ("Site visit on 8 September 2026"). */
  visit: string
  /** Shows another photo of the visit (previous and next wrap around). */
  onShow: (index: number) => void
  onClose: () => void
}

/**
 * A photo of a site visit as large as the screen allows, in a dialog: its caption (or its place)
 * as the title, the visit and "Photo 2 of 3" under it, Previous/Next buttons and the left and right
 * arrow keys for the visit's other photos. Escape and the close button close it; the focus stays
 * inside while it is open and goes back to the photo that opened it (the design system's Modal).
 */
export function TrackerPhotoViewer({
  photos,
  index,
  visit,
  onShow,
  onClose,
}: TrackerPhotoViewerProps) {
  const copy = useTrackerText()
  const photo = photos[index]
  if (!photo) return null
  const count = photos.length
  const position = copy.updates.photoPosition(index + 1, count)
  const show = (next: number) => onShow(((next % count) + count) % count)

  function stepWithArrows(event: KeyboardEvent) {
    if (count < 2) return
    if (event.key === 'ArrowLeft') show(index - 1)
    else if (event.key === 'ArrowRight') show(index + 1)
  }

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <ModalContent size="xl" closeLabel={copy.photoViewer.close} onKeyDown={stepWithArrows}>
        {/* Stepping to another photo changes these: a screen reader reads them out. */}
        <ModalHeader aria-live="polite">
          <ModalTitle>{photo.caption || position}</ModalTitle>
          <ModalDescription>{photo.caption ? `${visit}, ${position}` : visit}</ModalDescription>
        </ModalHeader>
        <ModalBody className="flex justify-center">
          <ResponsivePicture
            key={photo.id}
            image={photo.image}
            alt={photo.caption}
            sizes="(min-width: 640px) 56rem, 100vw"
            loading="eager"
            className="h-auto max-h-[70dvh] w-auto min-w-0 max-w-full rounded-md bg-muted object-contain"
          />
        </ModalBody>
        {count > 1 ? (
          <ModalFooter className="grid grid-cols-2 gap-3 sm:flex sm:flex-row sm:justify-between">
            <Button
              variant="outline"
              className="h-auto min-h-11 min-w-0 shrink whitespace-normal"
              onClick={() => show(index - 1)}
            >
              <ArrowLeft aria-hidden="true" />
              {copy.photoViewer.previous}
            </Button>
            <Button
              variant="outline"
              className="h-auto min-h-11 min-w-0 shrink whitespace-normal"
              onClick={() => show(index + 1)}
            >
              {copy.photoViewer.next}
              <ArrowRight aria-hidden="true" />
            </Button>
          </ModalFooter>
        ) : null}
      </ModalContent>
    </Modal>
  )
}
