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
import { Copy, HardHat } from 'lucide-react'
import { Link } from 'react-router'
import { currentUserQuery, leadQuery } from '../../api/queries'
import { clientProjectCopy } from '../../client-projects-content'
import { leadDetailsCopy } from '../../content'
import { usePhoneScreen } from '../layout/use-wide-screen'
import { LeadContact } from '../leads/lead-contact'
import { LeadDesk } from '../leads/lead-desk'
import { LeadTimeline } from '../leads/lead-timeline'
import { useEscapeClosesDialog } from '../notifications/dialog-escape'
import { LeadQuotations } from '../quotations/lead-quotations'
import { EmailLink, PhoneLink, ValueOrNotGiven } from './field-values'
import { StageBadge } from './lead-badges'
import {
  formatDateTime,
  type LeadField,
  leadDetailsText,
  leadSections,
  statusLabel,
} from './lead-format'
import { LeadAlerts, RepeatOf } from './lead-status'
import { MarkProcessedButton } from './row-actions'
import { SpamDeleteActions } from './spam-delete-actions'

export interface LeadDetailsDialogProps {
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
 * "View Details": a request in a dialog, fetched with its timeline. Its first-contact clock, Call,
 * WhatsApp, E-mail and what came of the last attempt first, then the sales desk (stage,
 * follow-up, assignee, a note), the timeline, and every field of the lead as a definition list
 * that reads down the page and copies cleanly, with "Copy details" and Mark Processed for a new
 * request. On a phone only Close and Mark Processed stay fixed under the details, in one row: the
 * rest of the actions end the details, so the screen is left to the lead.
 */
export function LeadDetailsDialog({
  id,
  onClose,
  returnFocusTo,
  onOpen = () => {},
  marking,
  onMarkProcessed,
}: LeadDetailsDialogProps) {
  const detail = useQuery({ ...leadQuery(id ?? 0), enabled: id !== null })
  const user = useQuery(currentUserQuery)
  useEscapeClosesDialog(id !== null, onClose)
  const phone = usePhoneScreen()
  const lead = id !== null && detail.data?.id === id ? detail.data : null
  const otherActions = lead ? (
    <>
      <SpamDeleteActions
        key={lead.id}
        lead={lead}
        canDelete={user.data?.role === 'owner'}
        onLeftList={onClose}
      />
      <Button variant="outline" onClick={() => copyDetails(lead)}>
        <Copy aria-hidden />
        {leadDetailsCopy.copyDetails}
      </Button>
    </>
  ) : null
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
          closeLabel={leadDetailsCopy.close}
          onCloseAutoFocus={(event) => {
            // Opened without a ModalTrigger: send focus back to the row's button ourselves.
            if (returnFocusTo?.isConnected) {
              event.preventDefault()
              returnFocusTo.focus()
            }
          }}
          {...(lead ? {} : { 'aria-describedby': undefined })}
        >
          {lead ? (
            <>
              <ModalHeader>
                <ModalTitle>{lead.name}</ModalTitle>
                <ModalDescription className="flex flex-wrap items-center gap-2">
                  {leadDetailsCopy.detailsDescription(formatDateTime(lead.createdAt))}
                  <Badge variant={lead.isProcessed ? 'success' : 'accent'}>
                    {statusLabel(lead)}
                  </Badge>
                  <StageBadge lead={lead} />
                </ModalDescription>
              </ModalHeader>
              <ModalBody>
                <div className="grid min-w-0 gap-6 pb-2">
                  <LeadContact key={`contact-${lead.id}`} lead={lead} />
                  {lead.stage === 'won' ? (
                    // A won request becomes the client project the client follows.
                    <div>
                      <Button asChild variant="accent">
                        <Link to={`/client-projects/new?lead=${lead.id}`}>
                          <HardHat aria-hidden />
                          {clientProjectCopy.createFromLead}
                        </Link>
                      </Button>
                    </div>
                  ) : null}
                  <LeadDesk key={lead.id} lead={lead} />
                  <LeadQuotations key={`quotations-${lead.id}`} leadId={lead.id} />
                  <LeadTimeline id={lead.id} entries={lead.timeline} />
                  {leadSections(lead).map((section) => (
                    <section key={section.title} aria-labelledby={sectionId(lead, section.title)}>
                      <h3
                        id={sectionId(lead, section.title)}
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
                  <RepeatOf lead={lead} onOpen={onOpen} />
                  <LeadAlerts lead={lead} />
                  {phone ? (
                    <div className="flex flex-wrap gap-2 border-t border-border pt-4">
                      {otherActions}
                    </div>
                  ) : null}
                </div>
              </ModalBody>
              <ModalFooter className={phone ? 'flex-row justify-end px-4 pt-2 pb-3' : 'flex-wrap'}>
                {phone ? null : otherActions}
                <ModalClose asChild>
                  <Button variant="outline">{leadDetailsCopy.close}</Button>
                </ModalClose>
                {lead.isProcessed ? null : (
                  <MarkProcessedButton
                    size="md"
                    marking={marking}
                    onClick={() => onMarkProcessed(lead.id)}
                  />
                )}
              </ModalFooter>
            </>
          ) : (
            <ModalHeader>
              <ModalTitle>{leadDetailsCopy.loadingTitle}</ModalTitle>
              {detail.isError ? (
                <p role="alert" className="text-destructive">
                  {leadDetailsCopy.loadFailed}
                </p>
              ) : (
                <Spinner label={leadDetailsCopy.loading} className="text-2xl text-primary" />
              )}
            </ModalHeader>
          )}
        </ModalContent>
      ) : null}
    </Modal>
  )
}

const sectionId = (lead: ContactSubmission, title: string) =>
  `lead-${lead.id}-${title.toLowerCase()}`

function FieldValue({ field }: { field: LeadField }) {
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
async function copyDetails(lead: ContactSubmission) {
  // Undefined outside a secure context (a dashboard opened over plain http).
  const clipboard: Clipboard | undefined = navigator.clipboard
  try {
    if (!clipboard) throw new Error('Clipboard unavailable')
    await clipboard.writeText(leadDetailsText(lead))
    toast(leadDetailsCopy.copied)
  } catch {
    toast(leadDetailsCopy.copyUnavailable)
  }
}
