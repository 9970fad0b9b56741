import type { SettingsPart, SiteSettingsVersion } from '@nirman/contract'
import { Notice, NoticeDescription, Spinner } from '@nirman/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { History } from 'lucide-react'
import type { ReactNode } from 'react'
import { restoreSettings, settingsVersionQuery } from '../../api/settings'
import { historyCopy, settingsCopy, versionPartCopy } from '../../settings-content'
import { ConfirmAction } from '../client-projects/confirm-action'
import { toastRefusal } from '../forms/refusal-toast'
import { CompanyDetailsList } from './company-details-list'
import { QuotationSettingsList } from './quotation-settings-form'
import { RateCardList } from './rate-card-list'
import { SalesDeskList } from './sales-desk-list'
import { SiteVisitList } from './site-visit-list'

/** What a part of an opened version is given to restore it. */
interface RestoreProps {
  version: number
  /** The settings in use: a restore is made on their version (409 if someone saved since). */
  current: SiteSettingsVersion
  onRestored: (
    answer: SiteSettingsVersion,
    from: number,
    part: SettingsPart,
  ) => void | Promise<void>
  onReload: () => void
}

/**
 * A saved version opened from the history, read-only: its company details and, when the version
 * changed them, its rate card, its quotation settings and its sales desk. Each part (unless it is
 * the version in use) has its restore, asked first in place, which saves that part as a new
 * version made on the version in use.
 */
export function SettingsVersion({
  changed,
  ...restore
}: RestoreProps & {
  /** The parts the version changed (its line in the history). */
  changed: readonly SettingsPart[]
}) {
  const opened = useQuery(settingsVersionQuery(restore.version))
  if (opened.isError) {
    return (
      <Notice variant="destructive">
        <NoticeDescription>{historyCopy.versionLoadError}</NoticeDescription>
      </Notice>
    )
  }
  if (!opened.data) return <Spinner label={historyCopy.versionLoading} />
  const { settings } = opened.data
  return (
    <div className="grid min-w-0 gap-3">
      <VersionPart part="company" {...restore}>
        <CompanyDetailsList company={settings.company} />
      </VersionPart>
      {changed.includes('rateCard') ? (
        <VersionPart part="rateCard" {...restore}>
          <RateCardList settings={settings} />
        </VersionPart>
      ) : null}
      {changed.includes('quotations') ? (
        <VersionPart part="quotations" {...restore}>
          <QuotationSettingsList quotations={settings.quotations} />
        </VersionPart>
      ) : null}
      {changed.includes('salesDesk') ? (
        <VersionPart part="salesDesk" {...restore}>
          <SalesDeskList salesDesk={settings.salesDesk} />
        </VersionPart>
      ) : null}
      {changed.includes('siteVisits') ? (
        <VersionPart part="siteVisits" {...restore}>
          <SiteVisitList siteVisits={settings.siteVisits} />
        </VersionPart>
      ) : null}
    </div>
  )
}

/** One part of an opened version under its heading, and its restore. */
function VersionPart({
  part,
  version,
  current,
  onRestored,
  onReload,
  children,
}: RestoreProps & { part: SettingsPart; children: ReactNode }) {
  const copy = versionPartCopy[part]
  const restore = useMutation({
    mutationFn: () => restoreSettings(version, { part, version: current.version }),
    onSuccess: (answer) => onRestored(answer, version, part),
    onError: (error) =>
      toastRefusal(error, {
        title: historyCopy.restoreFailedTitle,
        fallback: copy.restoreFailed,
        reload: { label: settingsCopy.reload, onReload },
      }),
  })
  const headingId = `settings-version-${version}-${part}-title`

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3 rounded-md bg-muted p-3">
      <h3 id={headingId} className="font-semibold">
        {copy.heading(version)}
      </h3>
      {children}
      {version === current.version ? (
        <p className="text-sm text-muted-foreground">{copy.inUse}</p>
      ) : (
        <div className="flex flex-wrap">
          <ConfirmAction
            // A new version in use asks afresh: the question is not left open after a restore.
            key={current.version}
            label={copy.restore}
            accessibleLabel={copy.restoreLabel(version)}
            icon={<History aria-hidden />}
            question={copy.restoreQuestion(version)}
            confirmLabel={historyCopy.restoreConfirm}
            pending={restore.isPending}
            onConfirm={() => restore.mutate()}
          />
        </div>
      )}
    </section>
  )
}
