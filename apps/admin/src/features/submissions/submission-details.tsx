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
  Spinner,
  toast,
} from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { Copy } from 'lucide-react'
import { currentUserQuery, leadQuery } from '../../api/queries'
import { submissionCopy } from '../../content'
import { LeadDesk } from '../leads/lead-desk'
import { LeadTimeline } from '../leads/lead-timeline'
import { useEscapeClosesDialog } from '../notifications/dialog-escape'
import { CallLinks } from './call-links'
import { EmailLink, PhoneLink, ValueOrNotGiven } from './field-values'
import { StageBadge } from './lead-badges'
import { LeadAlerts, RepeatOf } from './lead-status'
import { MarkProcessedButton } from './row-actions'
import { SpamDeleteActions } from './spam-delete-actions'
import {
  formatDateTime,
  type SubmissionField,
  statusLabel,
  submissionSections,
  submissionSummary,
} from './submission-format'

export interface SubmissionDetailsProps {
  /** The request to show; null keeps the dialog closed. */
  id: number | null
  onClose: () => void
  /** Where focus returns when the dialog closes: the View Details button that opened it. */
  returnFocusTo?: HTMLElement | null
  /** Opens another request (an earlier one from the same phone). */
  onOpen?: (id: number) => void
  /** Whether this request's Mark Processed is running. */
  marking: boolean
  onMarkProcessed: (id: number) => void
}

/**
 * "View Details": a request in a dialog, fetched with its timeline. Call and WhatsApp first, then
 * the sales desk (stage, follow-up, assignee, a note), the timeline, and every field of the
 * submission as a definition list that reads down the page and copies cleanly, with "Copy details"
 * and Mark Processed for a new request.
 */
export function SubmissionDetails({
  id,
  onClose,
  returnFocusTo,
  onOpen = () => {},
  marking,
  onMarkProcessed,
}: SubmissionDetailsProps) {
  const lead = useQuery({ ...leadQuery(id ?? 0), enabled: id !== null })
  const user = useQuery(currentUserQuery)
  useEscapeClosesDialog(id !== null, onClose)
  const submission = id !== null && lead.data?.id === id ? lead.data : null
  return (
    <Modal
      open={id !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      {id !== null ? (
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
          {...(submission ? {} : { 'aria-describedby': undefined })}
        >
          {submission ? (
            <>
              <ModalHeader>
                <ModalTitle>{submission.name}</ModalTitle>
                <ModalDescription className="flex flex-wrap items-center gap-2">
                  {submissionCopy.detailsDescription(formatDateTime(submission.createdAt))}
                  <Badge variant={submission.isProcessed ? 'success' : 'accent'}>
                    {statusLabel(submission)}
                  </Badge>
                  <StageBadge lead={submission} />
                </ModalDescription>
              </ModalHeader>
              <ModalBody>
                <div className="grid min-w-0 gap-6 pb-2">
                  <CallLinks name={submission.name} phone={submission.phone} />
                  <LeadDesk key={submission.id} lead={submission} />
                  <LeadTimeline id={submission.id} entries={submission.timeline} />
                  {submissionSections(submission).map((section) => (
                    <section
                      key={section.title}
                      aria-labelledby={sectionId(submission, section.title)}
                    >
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
                            <dt className="text-sm font-medium text-muted-foreground">
                              {field.label}
                            </dt>
                            <dd className="min-w-0 text-base break-words text-foreground">
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
                <SpamDeleteActions
                  key={submission.id}
                  submission={submission}
                  canDelete={user.data?.role === 'owner'}
                  onLeftList={onClose}
                />
                <ModalClose asChild>
                  <Button variant="outline">{submissionCopy.close}</Button>
                </ModalClose>
                <Button variant="outline" onClick={() => copyDetails(submission)}>
                  <Copy aria-hidden />
                  {submissionCopy.copyDetails}
                </Button>
                {submission.isProcessed ? null : (
                  <MarkProcessedButton
                    size="md"
                    marking={marking}
                    onClick={() => onMarkProcessed(submission.id)}
                  />
                )}
              </ModalFooter>
            </>
          ) : (
            <ModalHeader>
              <ModalTitle>{submissionCopy.loadingTitle}</ModalTitle>
              {lead.isError ? (
                <p role="alert" className="text-destructive">
                  {submissionCopy.loadFailed}
                </p>
              ) : (
                <Spinner label={submissionCopy.loading} className="text-2xl text-primary" />
              )}
            </ModalHeader>
          )}
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
