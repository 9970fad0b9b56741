import type { ContactSubmission } from '@nirman/contract'
import {
  Badge,
  Button,
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  toast,
} from '@nirman/ui'
import { Copy } from 'lucide-react'
import { submissionCopy } from '../../content'
import { EmailLink, PhoneLink, ValueOrNotGiven } from './field-values'
import { LeadAlerts, RepeatOf } from './lead-status'
import { MarkProcessedButton } from './mark-processed-button'
import { SpamDeleteActions } from './spam-delete-actions'
import {
  formatDateTime,
  type SubmissionField,
  statusLabel,
  submissionSections,
  submissionSummary,
} from './submission-format'

export interface SubmissionDetailsProps {
  /** The submission to show; null keeps the dialog closed. */
  submission: ContactSubmission | null
  onClose: () => void
  /** Where focus returns when the dialog closes: the View Details button that opened it. */
  returnFocusTo?: HTMLElement | null
  /** Opens another request (an earlier one from the same phone). */
  onOpen?: (id: number) => void
}

/**
 * "View Details": every field of a submission in a dialog, as a definition list that reads down
 * the page and copies cleanly, with "Copy details" for a plain-text summary and Mark Processed
 * for a new request.
 */
export function SubmissionDetails({
  submission,
  onClose,
  returnFocusTo,
  onOpen = () => {},
}: SubmissionDetailsProps) {
  return (
    <Modal
      open={submission !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      {submission ? (
        <ModalContent
          size="lg"
          closeLabel={submissionCopy.close}
          onCloseAutoFocus={(event) => {
            // Opened without a ModalTrigger: send focus back to the row's button ourselves.
            if (returnFocusTo?.isConnected) {
              event.preventDefault()
              returnFocusTo.focus()
            }
          }}
        >
          <ModalHeader>
            <ModalTitle>{submission.name}</ModalTitle>
            <ModalDescription className="flex flex-wrap items-center gap-2">
              {submissionCopy.detailsDescription(formatDateTime(submission.createdAt))}
              <Badge variant={submission.isProcessed ? 'success' : 'accent'}>
                {statusLabel(submission)}
              </Badge>
            </ModalDescription>
          </ModalHeader>
          <ModalBody>
            <div className="grid gap-6 pb-2">
              {submissionSections(submission).map((section) => (
                <section key={section.title} aria-labelledby={sectionId(submission, section.title)}>
                  <h3
                    id={sectionId(submission, section.title)}
                    className="mb-1 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
                  >
                    {section.title}
                  </h3>
                  <dl className="divide-y divide-border">
                    {section.fields.map((field) => (
                      <div
                        key={field.label}
                        className="grid gap-1 py-2 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4"
                      >
                        <dt className="text-sm font-medium text-muted-foreground">{field.label}</dt>
                        <dd className="min-w-0 text-base text-foreground">
                          <FieldValue field={field} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                </section>
              ))}
              <RepeatOf submission={submission} onOpen={onOpen} />
              <LeadAlerts submission={submission} />
            </div>
          </ModalBody>
          <ModalFooter className="flex-wrap">
            <SpamDeleteActions key={submission.id} submission={submission} onLeftList={onClose} />
            <ModalClose asChild>
              <Button variant="outline">{submissionCopy.close}</Button>
            </ModalClose>
            <Button variant="outline" onClick={() => copyDetails(submission)}>
              <Copy aria-hidden />
              {submissionCopy.copyDetails}
            </Button>
            {submission.isProcessed ? null : (
              <MarkProcessedButton submission={submission} size="md" />
            )}
          </ModalFooter>
        </ModalContent>
      ) : null}
    </Modal>
  )
}

const sectionId = (submission: ContactSubmission, title: string) =>
  `submission-${submission.id}-${title.toLowerCase()}`

function FieldValue({ field }: { field: SubmissionField }) {
  switch (field.kind) {
    case 'phone':
      return <PhoneLink phone={field.value} />
    case 'email':
      return <EmailLink email={field.value} />
    case 'date':
      return <time dateTime={field.raw}>{field.value}</time>
    case 'multiline':
      return field.value.trim() === '' ? (
        <ValueOrNotGiven value="" />
      ) : (
        <p className="break-words whitespace-pre-wrap">{field.value}</p>
      )
    default:
      return <ValueOrNotGiven value={field.value} />
  }
}

/** Puts the plain-text summary on the clipboard, or says how to copy it by hand. */
async function copyDetails(submission: ContactSubmission) {
  // Undefined outside a secure context (a dashboard opened over plain http).
  const clipboard: Clipboard | undefined = navigator.clipboard
  try {
    if (!clipboard) throw new Error('Clipboard unavailable')
    await clipboard.writeText(submissionSummary(submission))
    toast(submissionCopy.copied)
  } catch {
    toast(submissionCopy.copyUnavailable)
  }
}
