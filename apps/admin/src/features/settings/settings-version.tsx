import type { SiteSettingsVersion } from '@nirman/contract'
import { Notice, NoticeDescription, Spinner } from '@nirman/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { History } from 'lucide-react'
import { restoreSettings, settingsVersionQuery } from '../../api/settings'
import { historyCopy, settingsCopy } from '../../settings-content'
import { ConfirmAction } from '../client-projects/confirm-action'
import { toastRefusal } from '../forms/refusal-toast'
import { CompanyDetailsList } from './company-details-list'

/**
 * A saved version opened from the history, read-only: its company details, and (unless they are
 * the ones in use) "Restore these company details", asked first in place, which saves them as a
 * new version made on the version in use.
 */
export function SettingsVersion({
  version,
  current,
  onRestored,
  onReload,
}: {
  version: number
  /** The settings in use: a restore is made on their version (409 if someone saved since). */
  current: SiteSettingsVersion
  onRestored: (answer: SiteSettingsVersion, from: number) => void | Promise<void>
  onReload: () => void
}) {
  const opened = useQuery(settingsVersionQuery(version))
  const restore = useMutation({
    mutationFn: () => restoreSettings(version, { part: 'company', version: current.version }),
    onSuccess: (answer) => onRestored(answer, version),
    onError: (error) =>
      toastRefusal(error, {
        title: historyCopy.restoreFailedTitle,
        fallback: historyCopy.restoreFailed,
        reload: { label: settingsCopy.reload, onReload },
      }),
  })
  const headingId = `settings-version-${version}-title`

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3 rounded-md bg-muted p-3">
      <h3 id={headingId} className="font-semibold">
        {historyCopy.detailsLabel(version)}
      </h3>
      {opened.isError ? (
        <Notice variant="destructive">
          <NoticeDescription>{historyCopy.versionLoadError}</NoticeDescription>
        </Notice>
      ) : opened.data ? (
        <>
          <CompanyDetailsList company={opened.data.settings.company} />
          {version === current.version ? (
            <p className="text-sm text-muted-foreground">{historyCopy.currentVersionNote}</p>
          ) : (
            <div className="flex flex-wrap">
              <ConfirmAction
                // A new version in use asks afresh: the question is not left open after a restore.
                key={current.version}
                label={historyCopy.restore}
                accessibleLabel={historyCopy.restoreLabel(version)}
                icon={<History aria-hidden />}
                question={historyCopy.restoreQuestion(version)}
                confirmLabel={historyCopy.restoreConfirm}
                pending={restore.isPending}
                onConfirm={() => restore.mutate()}
              />
            </div>
          )}
        </>
      ) : (
        <Spinner label={historyCopy.versionLoading} />
      )}
    </section>
  )
}
