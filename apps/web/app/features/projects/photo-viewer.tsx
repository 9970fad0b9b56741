import type { ProjectPhoto } from '@nirman/contract'
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
import { projectPhotosCopy as copyHindi } from '../../content/hi/projects'
import { projectPhotosCopy as copyEnglish } from '../../content/projects'
import { usePageText } from '../../i18n/page-text'
import { ResponsivePicture } from '../images/responsive-picture'

export interface PhotoViewerProps {
  photos: readonly ProjectPhoto[]
  /** The photo shown, counting from 0. */
  index: number
  /** Shows another photo (previous and next wrap around). */
  onShow: (index: number) => void
  onClose: () => void
}

/**
 * One photo of a gallery as large as the screen allows, in a dialog: its caption as the title,
 * "Photo 2 of 6", and Previous/Next buttons (also the left and right arrow keys). Escape and the
 * close button close it, and the focus goes back to the photo that opened it (Modal).
 */
export function PhotoViewer({ photos, index, onShow, onClose }: PhotoViewerProps) {
  const copy = usePageText(copyEnglish, copyHindi)
  const photo = photos[index]
  if (!photo) return null
  const count = photos.length
  const position = copy.photoPosition(index + 1, count)
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
      <ModalContent
        size="xl"
        closeLabel={copy.close}
        onKeyDown={stepWithArrows}
        {...(photo.caption ? {} : { 'aria-describedby': undefined })}
      >
        {/* Stepping to another photo changes these: a screen reader reads them out. */}
        <ModalHeader aria-live="polite">
          <ModalTitle>{photo.caption || position}</ModalTitle>
          {photo.caption ? <ModalDescription>{position}</ModalDescription> : null}
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
            {/* Two equal halves on a phone, the words wrapping inside them (at 360 px the two
                buttons on one line were 50 px wider than the viewer). */}
            <Button
              variant="outline"
              className="h-auto min-h-11 min-w-0 shrink whitespace-normal"
              onClick={() => show(index - 1)}
            >
              <ArrowLeft aria-hidden="true" />
              {copy.previous}
            </Button>
            <Button
              variant="outline"
              className="h-auto min-h-11 min-w-0 shrink whitespace-normal"
              onClick={() => show(index + 1)}
            >
              {copy.next}
              <ArrowRight aria-hidden="true" />
            </Button>
          </ModalFooter>
        ) : null}
      </ModalContent>
    </Modal>
  )
}
