import type { AuditAction, AuditEntry } from '@nirman/contract'
import { Notice, NoticeDescription, Spinner } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { auditLogQuery } from '../api/queries'
import { accountCopy } from '../content'
import { formatDateTime } from '../features/lead-list/lead-format'
import { Pagination } from '../features/lead-list/pagination'
import { OwnerOnly } from './owner-only'

const actionLabels: Record<AuditAction, string> = {
  'lead.stage': 'Changed the stage',
  'lead.process': 'Marked processed',
  'lead.note': 'Added a note',
  'lead.follow_up': 'Set the follow-up',
  'lead.assign': 'Assigned',
  'lead.contact': 'Recorded an attempt to reach the lead',
  'lead.spam': 'Marked as spam',
  'lead.restore': 'Restored from spam',
  'lead.delete': 'Deleted for good',
  'lead.export': 'Exported requests (CSV)',
  'account.create': 'Added an account',
  'account.update': 'Changed an account',
  'account.disable': 'Disabled an account',
  'account.enable': 'Enabled an account',
  'account.reset_password': 'Reset a password',
  'account.change_password': 'Changed their password',
  'project.create': 'Added a project',
  'project.update': 'Changed a project',
  'project.delete': 'Deleted a project',
  'project.order': 'Changed the order',
  'project.photo_add': 'Added a photo',
  'project.photo_update': 'Changed a photo',
  'project.photo_delete': 'Deleted a photo',
  'project.photo_order': 'Changed the order of the photos',
  'testimonial.create': 'Added a testimonial',
  'testimonial.update': 'Changed a testimonial',
  'testimonial.delete': 'Deleted a testimonial',
  'testimonial.order': 'Changed the order',
  'client_project.create': 'Added a client project',
  'client_project.update': 'Changed a client project',
  'client_project.delete': 'Deleted a client project',
  'client_project.stages': 'Changed the stages',
  'client_project.payments': 'Changed the payment schedule',
  'client_project.receipt': 'Recorded or undid a payment',
  'client_project.update_add': 'Wrote a progress update',
  'client_project.update_change': 'Changed a progress update',
  'client_project.update_publish': 'Published a progress update',
  'client_project.update_delete': 'Deleted a progress update',
  'client_project.photo_add': 'Added an update photo',
  'client_project.photo_update': 'Changed an update photo',
  'client_project.photo_delete': 'Deleted an update photo',
  'client_project.document_add': 'Added a document',
  'client_project.document_update': 'Changed a document',
  'client_project.document_delete': 'Deleted a document',
  'client_project.client_add': 'Added a client',
  'client_project.client_remove': 'Removed a client',
  'client_project.client_invite': 'Invited a client',
  'client_project.client_revoke': "Ended a client's access",
  'client_project.message': 'Wrote on the timeline',
  'quotation.create': 'Started a quotation',
  'quotation.draft': 'Saved a quotation draft',
  'quotation.send': 'Sent a quotation',
  'quotation.revise': 'Started a revision of a quotation',
  'quotation.withdraw_link': "Withdrew a quotation's link",
  'quotation.accept': 'The client accepted a quotation',
  'quotation.decline': 'The client declined a quotation',
  'settings.company': "Changed the company's details",
  'settings.rate_card': 'Changed the rate card',
  'settings.quotations': 'Changed the quotation settings',
  'settings.sales_desk': 'Changed the sales desk’s hours and assignment rules',
  'settings.site_visits': 'Changed when site visits can be booked',
  'settings.restore': 'Restored earlier settings',
}

/** "from: new, to: contacted": what changed, as the log recorded it. */
const detailsText = (details: AuditEntry['details']) =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${value === null ? '—' : String(value)}`)
    .join(', ')

/** `/admin/audit-log`: every change to an account or a lead, newest first, for the owner. */
export function AuditLogPage() {
  return (
    <OwnerOnly>
      <AuditLog />
    </OwnerOnly>
  )
}

function AuditLog() {
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('page')) || 1)
  const log = useQuery(auditLogQuery(page))
  return (
    <div className="grid gap-4 rounded-lg border border-border bg-card p-3 sm:p-6">
      <p className="text-muted-foreground">{accountCopy.auditDescription}</p>
      {log.isError ? (
        <Notice variant="destructive">
          <NoticeDescription>{accountCopy.auditLoadError}</NoticeDescription>
        </Notice>
      ) : null}
      {log.isPending ? <Spinner label={accountCopy.loading} className="text-2xl" /> : null}
      {log.data ? (
        <>
          {log.data.items.length === 0 ? (
            <p className="text-muted-foreground">{accountCopy.auditEmpty}</p>
          ) : (
            <ol aria-label={accountCopy.auditTitle} className="grid gap-2">
              {log.data.items.map((entry) => (
                <li
                  key={entry.id}
                  className="grid min-w-0 gap-0.5 rounded-md border border-border bg-background p-3 text-sm"
                >
                  <span className="font-medium break-words">
                    {entry.actor?.name ?? accountCopy.system} · {actionLabels[entry.action]} ·{' '}
                    {accountCopy.target(entry.targetType, entry.targetId)}
                  </span>
                  {Object.keys(entry.details).length > 0 ? (
                    <span className="break-words text-muted-foreground">
                      {detailsText(entry.details)}
                    </span>
                  ) : null}
                  <time dateTime={entry.at} className="text-xs text-muted-foreground">
                    {formatDateTime(entry.at)}
                  </time>
                </li>
              ))}
            </ol>
          )}
          <Pagination
            page={log.data.page}
            pageSize={log.data.pageSize}
            total={log.data.total}
            onPage={(next) => setParams({ page: String(next) })}
          />
        </>
      ) : null}
    </div>
  )
}
