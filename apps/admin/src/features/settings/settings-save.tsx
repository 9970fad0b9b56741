import type { SiteSettingsVersion } from '@nirman/contract'
import { Button, Notice, NoticeDescription } from '@nirman/ui'
import { type FormEvent, type ReactNode, useState } from 'react'
import { settingsCopy } from '../../settings-content'
import { RefusalNotice } from '../forms/refusal-notice'
import { useSaveForm } from '../forms/use-save-form'

// What the settings' forms (the company's details, the rate card) share: a save on the settings'
// version the form was opened on, "Saved" until the next change of mind, and the end of the form.

type SaveOptions<Values extends object, Body> = Parameters<
  typeof useSaveForm<Values, Body, SiteSettingsVersion>
>[0]

/**
 * useSaveForm for a part of the settings, with `savedNow`: true from a save until the next submit
 * (or `setSavedNow(false)`, when the form is changed by a press of its own).
 */
export function useSettingsSave<Values extends object, Body>(options: SaveOptions<Values, Body>) {
  const [savedNow, setSavedNow] = useState(false)
  const form = useSaveForm({
    ...options,
    onSaved: async (answer) => {
      setSavedNow(true)
      await options.onSaved(answer)
    },
  })
  return {
    ...form,
    savedNow,
    setSavedNow,
    submit: (event: FormEvent<HTMLFormElement>) => {
      setSavedNow(false)
      form.submit(event)
    },
  }
}

/**
 * The end of a settings form: why a save was refused (a stale one offers Reload, keeping what was
 * typed), the form's own `notice`, "Saved", and the save button.
 */
export function SettingsFormEnd({
  form,
  fieldsShown,
  onReload,
  notice,
  words,
}: {
  form: Pick<ReturnType<typeof useSettingsSave>, 'refusal' | 'clearRefusal' | 'savedNow' | 'saving'>
  /** The fields the form shows the server's messages beside (RefusalNotice). */
  fieldsShown: readonly string[]
  onReload: () => void
  notice?: ReactNode
  words: { saved: string; save: string; saving: string }
}) {
  return (
    <>
      <RefusalNotice
        refusal={form.refusal}
        fieldsShown={fieldsShown}
        reload={{
          label: settingsCopy.reload,
          hint: true,
          onReload: () => {
            form.clearRefusal()
            onReload()
          },
        }}
      />
      {notice}
      {form.savedNow && !form.saving ? (
        <Notice variant="success">
          <NoticeDescription>{words.saved}</NoticeDescription>
        </Notice>
      ) : null}
      <div>
        <Button type="submit" loading={form.saving} loadingLabel={words.saving}>
          {words.save}
        </Button>
      </div>
    </>
  )
}
