import {
  formatCompanyDateTime,
  type RateCardField,
  type RateCardGroup,
  rateCardFields,
  rateCardGroups,
  type SiteSettings,
  type SiteSettingsVersion,
} from '@nirman/contract'
import { Button, Notice, NoticeDescription } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { Store } from 'lucide-react'
import { useState } from 'react'
import { saveRateCard, settingsVersionsQuery } from '../../api/settings'
import { rateCardCopy } from '../../settings-content'
import { formatDay } from '../client-projects/record-format'
import { DetailField } from './detail-field'
import { LandUnitsField } from './land-units-field'
import {
  asOfFieldName,
  kathaFieldName,
  patnaPreset,
  presetRateOf,
  presetText,
  type RateCardFormValues,
  rateCardBody,
  rateCardFieldErrorsOf,
  rateCardFieldNames,
  rateCardFormValuesOf,
  wholeCardFieldName,
} from './rate-card-form-values'
import { RateGroup } from './rate-card-group'
import type { RateRowProps } from './rate-card-rows'
import { SettingsFormEnd, useSettingsSave } from './settings-save'

/** Each group's fields, in the screen's order. */
const fieldsByGroup = new Map(
  rateCardGroups.map((group) => [group, rateCardFields.filter((field) => field.group === group)]),
)
const groupFields = (group: RateCardGroup) => fieldsByGroup.get(group) ?? []
const groupOf = new Map(rateCardFields.map((field) => [field.id, field.group]))

/**
 * "Rates as of 1 Dec 2026, saved by Sunita Devi on 28 Nov 2026, 3:30 pm": the day of the card in
 * use and the newest version that changed it (a later save of the company details did not).
 */
export function RateCardSavedLine({ settings }: { settings: SiteSettings }) {
  const versions = useQuery(settingsVersionsQuery)
  if (!settings.rateCardAsOf) {
    return <p className="text-muted-foreground">{rateCardCopy.nothingSaved}</p>
  }
  const asOf = formatDay(settings.rateCardAsOf)
  const savedIn = versions.data?.find((summary) => summary.changed.includes('rateCard'))
  return (
    <p className="font-medium">
      {savedIn
        ? rateCardCopy.savedLine(asOf, savedIn.savedBy, formatCompanyDateTime(savedIn.savedAt))
        : rateCardCopy.asOfLine(asOf)}
    </p>
  )
}

/**
 * Every figure of the rate card by calculator, each beside the specification's; its "as of" day
 * and the company's katha. "Load Patna market rates" fills the preset into the boxes (nothing
 * saved), each with its source. Checked with the contract's schema before it is sent, saved on
 * the settings' version the form was opened on; refusals beside their fields, a stale save offers
 * to reload with what was typed kept.
 */
export function RateCardForm({
  saved,
  version,
  onSaved,
  onReload,
}: {
  /** The card as the API has it (memoised). */
  saved: RateCardFormValues
  /** The settings' version the card was read from. */
  version: number
  onSaved: (answer: SiteSettingsVersion) => void | Promise<void>
  onReload: () => void
}) {
  const [presetLoaded, setPresetLoaded] = useState(false)
  const [presetStatus, setPresetStatus] = useState(false)
  const [openGroups, setOpenGroups] = useState<ReadonlySet<RateCardGroup>>(new Set())
  const form = useSettingsSave({
    saved,
    check: (values) => rateCardBody(values, version),
    send: saveRateCard,
    valuesOf: (answer: SiteSettingsVersion) => rateCardFormValuesOf(answer.settings, saved.asOf),
    onSaved: async (answer) => {
      setPresetStatus(false)
      await onSaved(answer)
    },
    fallback: rateCardCopy.failed,
    fieldsOf: rateCardFieldErrorsOf,
  })
  const loadPreset = () => {
    for (const rate of patnaPreset) form.set(rate.id, presetText(rate))
    // The groups filled open, so the owner sees each figure and its source.
    setOpenGroups(
      (open) => new Set([...open, ...patnaPreset.flatMap((rate) => groupOf.get(rate.id) ?? [])]),
    )
    setPresetLoaded(true)
    setPresetStatus(true)
    form.setSavedNow(false)
  }
  /** The preset's source of a box still holding the preset's figure. */
  const sourceOf = (field: RateCardField) => {
    const rate = presetLoaded ? presetRateOf(field.id) : undefined
    return rate && form.values[field.id] === presetText(rate) ? rate.source : undefined
  }
  const rowProps = (field: RateCardField): RateRowProps => ({
    field,
    value: form.values[field.id] ?? '',
    // Of one identity (useEditedValues): the memoised rows re-render only when theirs changes.
    onChange: form.set,
    error: form.errors[field.id],
    source: sourceOf(field),
  })
  const wholeCardError = form.refusal ? undefined : form.errors[wholeCardFieldName]
  // A group with a refused figure opens (and stays open once it is put right), so the message is
  // seen and the first refused box can take the focus. Adjusted while rendering, as React advises.
  const refusedGroups = rateCardGroups.filter(
    (group) => !openGroups.has(group) && groupFields(group).some((field) => form.errors[field.id]),
  )
  if (refusedGroups.length > 0) setOpenGroups(new Set([...openGroups, ...refusedGroups]))
  const toggle = (group: RateCardGroup) =>
    setOpenGroups((open) => {
      const next = new Set(open)
      if (!next.delete(group)) next.add(group)
      return next
    })

  return (
    <form ref={form.formRef} className="grid gap-4" onSubmit={form.submit} noValidate>
      <div className="grid gap-2">
        <div>
          <Button type="button" variant="outline" onClick={loadPreset}>
            <Store aria-hidden />
            {rateCardCopy.loadPreset}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">{rateCardCopy.presetHint}</p>
        {presetStatus ? (
          <Notice>
            <NoticeDescription>{rateCardCopy.presetLoaded(patnaPreset.length)}</NoticeDescription>
          </Notice>
        ) : null}
      </div>
      <div className="sm:max-w-xs">
        <DetailField
          name={asOfFieldName}
          label={rateCardCopy.asOf}
          hint={rateCardCopy.asOfHint}
          error={form.errors[asOfFieldName]}
          type="date"
          value={form.values.asOf}
          onChange={(value) => form.set('asOf', value)}
        />
      </div>
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">{rateCardCopy.groupsHint}</p>
        {rateCardGroups.map((group) => (
          <RateGroup
            key={group}
            group={group}
            fields={groupFields(group)}
            open={openGroups.has(group)}
            onToggle={() => toggle(group)}
            rowProps={rowProps}
          />
        ))}
      </div>
      <LandUnitsField
        value={form.values.kathaSqFt}
        onChange={(value) => form.set('kathaSqFt', value)}
        error={form.errors[kathaFieldName]}
      />
      <SettingsFormEnd
        form={form}
        fieldsShown={rateCardFieldNames}
        onReload={onReload}
        notice={
          wholeCardError ? (
            <Notice variant="destructive">
              <NoticeDescription>{wholeCardError}</NoticeDescription>
            </Notice>
          ) : null
        }
        words={rateCardCopy}
      />
    </form>
  )
}
