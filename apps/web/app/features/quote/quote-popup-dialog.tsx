import {
  Modal,
  ModalBody,
  ModalContent,
  ModalDescription,
  ModalHeader,
  ModalTitle,
} from '@nirman/ui'
import { useRef } from 'react'
import { quotePopupCopy as quotePopupCopyEnglish } from '../../content/quote'
import { fromPart, usePageText } from '../../i18n/page-text'
import { FullQuoteForm } from './full-quote-form'
import { quotePopupMarker } from './use-quote-popup-schedule'

// Content in the language of the page being shown (app/i18n/page-text.ts).
const quotePopupCopyHindi = fromPart('forms', (hindi) => hindi.quote.quotePopupCopy)

export interface QuotePopupDialogProps {
  open: boolean
  /** Any way of closing it: the close button, Escape, a click outside, a successful submit. */
  onClose: () => void
}

const popupMarker = { [quotePopupMarker]: '' }

/** The popup itself, loaded only when it first shows (see QuotePopup). */
export default function QuotePopupDialog({ open, onClose }: QuotePopupDialogProps) {
  const quotePopupCopy = usePageText(quotePopupCopyEnglish, quotePopupCopyHindi)
  const contentRef = useRef<HTMLDivElement>(null)
  return (
    <Modal
      open={open}
      onOpenChange={(nextOpen) => {
        if (!nextOpen) onClose()
      }}
    >
      {/* Marked, so the schedule never takes the popup for another dialog it must wait for. */}
      <ModalContent
        ref={contentRef}
        size="lg"
        // Focus only rests on the panel until the visitor moves it; no ring around the whole dialog.
        className="outline-none"
        closeLabel={quotePopupCopy.closeLabel}
        // The visitor did not ask for it: focus the dialog (read out with its title and text)
        // rather than its first field, which would pop up a phone's keyboard unbidden.
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          contentRef.current?.focus()
        }}
        {...popupMarker}
      >
        <ModalHeader>
          <ModalTitle>{quotePopupCopy.title}</ModalTitle>
          <ModalDescription>{quotePopupCopy.description}</ModalDescription>
        </ModalHeader>
        <ModalBody className="pb-6">
          <FullQuoteForm variant="popup" onSubmitted={onClose} />
        </ModalBody>
      </ModalContent>
    </Modal>
  )
}
