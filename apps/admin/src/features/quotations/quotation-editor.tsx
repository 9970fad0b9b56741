import {
  companyDate,
  type QuotationDetail,
  type QuotationRevision,
  quotationLimits,
  quotationSendProblems,
  quotationTotals,
} from '@nirman/contract'
import { Button, FormControl, FormError, FormField, FormLabel, Textarea, toast } from '@nirman/ui'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useMemo, useState } from 'react'
import { quotationKeys, saveQuotationDraft } from '../../api/quotations'
import { quotationCopy, quotationSendCopy } from '../../quotations-content'
import { useFocusAfterRender } from '../client-projects/record-focus'
import type { Refusal } from '../forms/refusal'
import { RefusalNotice } from '../forms/refusal-notice'
import { useSaveForm } from '../forms/use-save-form'
import { QuotationClientFields } from './quotation-client-fields'
import { quotationFieldErrorsOf, shownFieldNames } from './quotation-field-names'
import { QuotationGroupsEditor } from './quotation-groups-editor'
import { QuotationScheduleEditor } from './quotation-schedule-editor'
import { QuotationSection } from './quotation-section'
import { QuotationSendAction } from './quotation-send-action'
import { QuotationSendProblems } from './quotation-send-problems'
import { QuotationTaxesEditor } from './quotation-taxes-editor'
import { QuotationTotalsPanel } from './quotation-totals-panel'
import { draftBodyOf, previewContentOf, quotationValuesOf } from './quotation-values'

const sections = quotationCopy.sections

/** The latest revision of a quotation the API answered: the draft just saved. */
function latestContent(quotation: QuotationDetail) {
  const latest = quotation.revisions.at(-1)
  if (!latest) throw new Error(`Quotation ${quotation.number} has no revision`)
  return latest.content
}

/** Whether what is typed differs from the draft as saved. */
const sameValues = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The editor of a quotation's open draft: its client and site, items in groups, discount and taxes,
 * payment schedule and terms, with the totals and what stops it from being sent worked out live
 * as staff type. One "Save draft" sends the whole draft on the quotation's version: saved, the
 * page shows the answer; refused, every message sits beside its field and nothing typed is lost;
 * a stale save (someone else's came first) offers to reload, keeping what was typed.
 * "Send to the client" sends the draft as saved: it waits for what is typed to be saved (it says
 * so), and for nothing to stop it; the server's reasons for refusing it go beside their fields.
 */
export function QuotationEditor({
  quotation,
  draft,
  onSent,
}: {
  quotation: QuotationDetail
  draft: QuotationRevision
  /** Called once the draft is sent (the page then shows the quotation as sent). */
  onSent: (answer: QuotationDetail) => void
}) {
  const queryClient = useQueryClient()
  const saved = useMemo(() => quotationValuesOf(draft.content), [draft.content])
  const form = useSaveForm({
    saved,
    check: (values) => draftBodyOf(values, quotation.version),
    send: (body) => saveQuotationDraft(quotation.id, body),
    valuesOf: (answer: QuotationDetail) => quotationValuesOf(latestContent(answer)),
    onSaved: (answer) => {
      queryClient.setQueryData(quotationKeys.quotation(quotation.id), answer)
      void queryClient.invalidateQueries({ queryKey: quotationKeys.ofLead(answer.leadId) })
      toast(quotationCopy.saved)
    },
    fallback: quotationCopy.failed,
    fieldsOf: quotationFieldErrorsOf,
  })
  const { values, set } = form
  // Why the last send was refused: its fields' messages sit beside them until the next save.
  const [sendRefusal, setSendRefusal] = useState<Refusal | null>(null)
  const errors = { ...form.errors, ...(sendRefusal?.fields ?? {}) }
  const focusAfterRender = useFocusAfterRender(form.formRef)
  const preview = useMemo(() => previewContentOf(values), [values])
  const totals = useMemo(() => quotationTotals(preview), [preview])
  // Today in Patna, whatever the phone's zone: the day the validity is checked against.
  const problems = quotationSendProblems(preview, companyDate(new Date()))
  const unsaved = !sameValues(values, saved)
  const blocked =
    problems.length > 0
      ? quotationSendCopy.blockedByProblems
      : form.saving
        ? quotationSendCopy.saving
        : unsaved
          ? quotationSendCopy.unsaved
          : null
  const fieldsShown = shownFieldNames(values)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setSendRefusal(null)
    form.submit(event)
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
    >
      <div className="grid min-w-0 gap-4">
        <QuotationSection title={sections.client}>
          <QuotationClientFields values={values} errors={errors} set={set} />
        </QuotationSection>
        <QuotationSection title={sections.items}>
          <QuotationGroupsEditor
            groups={values.groups}
            totals={totals}
            errors={errors}
            onChange={(groups) => set('groups', groups)}
            focusAfterRender={focusAfterRender}
          />
        </QuotationSection>
        <QuotationSection title={sections.taxes}>
          <QuotationTaxesEditor
            values={values}
            errors={errors}
            set={set}
            focusAfterRender={focusAfterRender}
          />
        </QuotationSection>
        <QuotationSection title={sections.schedule}>
          <QuotationScheduleEditor
            stages={values.schedule}
            totals={totals}
            errors={errors}
            onChange={(schedule) => set('schedule', schedule)}
            focusAfterRender={focusAfterRender}
          />
        </QuotationSection>
        <QuotationSection title={sections.terms}>
          <FormField name="terms" error={errors.terms}>
            <FormLabel>{quotationCopy.fields.terms}</FormLabel>
            <FormControl>
              <Textarea
                name="terms"
                rows={8}
                value={values.terms}
                maxLength={quotationLimits.terms}
                onChange={(event) => set('terms', event.target.value)}
              />
            </FormControl>
            <FormError />
          </FormField>
        </QuotationSection>
      </div>
      <div className="grid min-w-0 gap-4 lg:sticky lg:top-4">
        <QuotationTotalsPanel
          totals={totals}
          language={values.language}
          pricesIncludeTax={values.pricesIncludeTax}
        />
        <QuotationSendProblems problems={problems} />
        <RefusalNotice
          refusal={form.refusal}
          fieldsShown={fieldsShown}
          reload={{
            label: quotationCopy.reload,
            hint: true,
            onReload: () => {
              form.clearRefusal()
              void queryClient.invalidateQueries({
                queryKey: quotationKeys.quotation(quotation.id),
              })
            },
          }}
        />
        <div>
          <Button type="submit" loading={form.saving} loadingLabel={quotationCopy.saving}>
            {quotationCopy.save}
          </Button>
        </div>
        <QuotationSendAction
          quotation={quotation}
          draft={draft}
          blocked={blocked}
          refusal={sendRefusal}
          onRefusal={(refusal) => {
            if (refusal) form.clearRefusal()
            setSendRefusal(refusal)
          }}
          fieldsOf={(issues) => quotationFieldErrorsOf(issues, values)}
          fieldsShown={fieldsShown}
          firstInvalidField={() =>
            form.formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null
          }
          onSent={onSent}
        />
      </div>
    </form>
  )
}
