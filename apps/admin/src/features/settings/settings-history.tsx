import {
  formatCompanyDateTime,
  type SettingsPart,
  type SiteSettingsVersion,
  type SiteSettingsVersionSummary,
} from '@nirman/contract'
import { Badge, Button, Notice, NoticeDescription, Spinner } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { settingsVersionsQuery } from '../../api/settings'
import { historyCopy, settingsPartLabels, versionPartCopy } from '../../settings-content'
import { SettingsVersion } from './settings-version'

/**
 * The settings' history, newest first: each version's date and time (India's), who saved it, what
 * it changed and what it restored. One version at a time opens in place, read-only, with its
 * company details and (when it changed it) its rate card, each to restore.
 */
export function SettingsHistory({
  current,
  onRestored,
  onReload,
}: {
  current: SiteSettingsVersion
  onRestored: (answer: SiteSettingsVersion, part: SettingsPart) => void | Promise<void>
  /** Fetches the settings in use again, after someone else saved first. */
  onReload: () => void
}) {
  const versions = useQuery(settingsVersionsQuery)
  const [openVersion, setOpenVersion] = useState<number | null>(null)
  const [restored, setRestored] = useState<{
    from: number
    version: number
    part: SettingsPart
  } | null>(null)
  const restoredRef = useRef<HTMLDivElement>(null)
  // The confirming button is gone after a restore: the focus goes to the message saying it is done.
  useEffect(() => {
    if (restored) restoredRef.current?.focus()
  }, [restored])

  if (versions.isError) {
    return (
      <Notice variant="destructive">
        <NoticeDescription>{historyCopy.loadError}</NoticeDescription>
      </Notice>
    )
  }
  if (!versions.data) return <Spinner label={historyCopy.loading} />
  if (versions.data.length === 0) {
    return <p className="text-muted-foreground">{historyCopy.empty}</p>
  }
  return (
    <div className="grid gap-3">
      {restored ? (
        <Notice variant="success" ref={restoredRef} tabIndex={-1}>
          <NoticeDescription>
            {versionPartCopy[restored.part].restored(restored.from, restored.version)}
          </NoticeDescription>
        </Notice>
      ) : null}
      <ol aria-label={historyCopy.listLabel} className="grid divide-y divide-border">
        {versions.data.map((summary) => (
          <li key={summary.version} className="grid gap-2 py-3">
            <VersionLine
              summary={summary}
              inUse={summary.version === current.version}
              open={openVersion === summary.version}
              onToggle={() =>
                setOpenVersion((open) => (open === summary.version ? null : summary.version))
              }
            />
            {openVersion === summary.version ? (
              <SettingsVersion
                version={summary.version}
                changed={summary.changed}
                current={current}
                onReload={onReload}
                onRestored={async (answer, from, part) => {
                  setRestored({ from, version: answer.version, part })
                  await onRestored(answer, part)
                }}
              />
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  )
}

/** "Version 3 · 20 Nov 2026, 3:30 pm by Rajesh Nirman · Changed: Company details", and Open. */
function VersionLine({
  summary,
  inUse,
  open,
  onToggle,
}: {
  summary: SiteSettingsVersionSummary
  inUse: boolean
  open: boolean
  onToggle: () => void
}) {
  const changed = historyCopy.changed(summary.changed.map((part) => settingsPartLabels[part]))
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {historyCopy.version(summary.version)}
          {inUse ? <Badge variant="success">{historyCopy.current}</Badge> : null}
        </p>
        <p className="text-sm break-words">
          <time dateTime={summary.savedAt}>{formatCompanyDateTime(summary.savedAt)}</time>{' '}
          {historyCopy.by(summary.savedBy)}
        </p>
        <p className="text-sm break-words text-muted-foreground">
          {summary.restoredFrom === null
            ? changed
            : `${changed}, ${historyCopy.restoredFrom(summary.restoredFrom)}`}
        </p>
      </div>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-label={
          open ? historyCopy.closeLabel(summary.version) : historyCopy.openLabel(summary.version)
        }
        onClick={onToggle}
      >
        {open ? historyCopy.close : historyCopy.open}
      </Button>
    </div>
  )
}
