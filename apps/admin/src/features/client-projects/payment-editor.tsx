import {
  type AdminClientProject,
  type ClientPayment,
  clientProjectLimits,
  clientProjectMessages,
  formatPercent,
  type PaymentScheduleInput,
} from '@nirman/contract'
import { Button, toast } from '@nirman/ui'
import { useMutation } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { type FormEvent, useRef, useState } from 'react'
import { ApiRequestError, isUnauthorized } from '../../api/client'
import { savePayments } from '../../api/client-projects'
import { paymentCopy, recordCopy } from '../../client-project-records-content'
import type { Refusal } from '../forms/refusal'
import { RefusalNotice } from '../forms/refusal-notice'
import { PaymentFields } from './payment-fields'
import {
  newPaymentRow,
  type PaymentRow,
  paymentErrorsOf,
  paymentRowsOf,
  paymentScheduleBodyOf,
  previewAmounts,
  rupeesText,
  shareTotal,
} from './payment-values'
import { recordRefusalOf, useProjectCache } from './record-change'
import { movedRowButtons, useFocusAfterRender } from './record-focus'
import { useListDraft } from './record-list-draft'

type RowErrors = { rows: Record<number, Record<string, string>>; list: string | null }
const noErrors: RowErrors = { rows: {}, list: null }

/**
 * The instalments' editor: each with its name, share or amount (and what it comes to, worked
 * out as the server does), its stage and due day; add, remove, move; one Save for the list, made
 * on the project's version. A received instalment stays (its receipt is undone first).
 */
export function PaymentEditor({
  project,
  onDone,
}: {
  project: AdminClientProject
  /** Closes the editor: saved, or left without saving. */
  onDone: () => void
}) {
  const cache = useProjectCache(project.id)
  const draft = useListDraft<ClientPayment, PaymentRow>(project.payments, paymentRowsOf)
  const [errors, setErrors] = useState<RowErrors>(noErrors)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [removeRefused, setRemoveRefused] = useState<{ key: number; message: string } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const sentKeys = useRef<number[]>([])
  const focusAfterRender = useFocusAfterRender(formRef)
  const rows = draft.rows
  const amounts = previewAmounts(project.contractValuePaise, rows)
  const received = new Set(project.payments.flatMap((each) => (each.receipt ? [each.id] : [])))
  const shares = shareTotal(rows)

  const showErrors = (found: RowErrors) => {
    setErrors(found)
    focusAfterRender('[aria-invalid="true"]')
  }

  const save = useMutation({
    mutationFn: (body: PaymentScheduleInput) => savePayments(project.id, body),
    onMutate: () => setRefusal(null),
    onSuccess: (answer) => {
      draft.accept(answer.payments)
      cache.keep(answer)
      setErrors(noErrors)
      toast(paymentCopy.saved)
      onDone()
    },
    onError: (error) => {
      // A 401 sends the visitor to the login page (see createQueryClient).
      if (isUnauthorized(error)) return
      const refused = recordRefusalOf(error, recordCopy.failed)
      setRefusal(refused)
      if (refused.kind === 'invalid' && error instanceof ApiRequestError) {
        const found = paymentErrorsOf(error.serverIssues, sentKeys.current)
        // A refusal naming no instalment is said under the list.
        showErrors({
          ...found,
          list: found.list ?? (Object.keys(found.rows).length ? null : refused.message),
        })
      }
    },
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setRemoveRefused(null)
    const checked = paymentScheduleBodyOf(rows, project.version)
    if (!checked.ok) {
      setRefusal(null)
      showErrors({ rows: checked.rows, list: checked.list })
      return
    }
    setErrors(noErrors)
    sentKeys.current = rows.map((row) => row.key)
    save.mutate(checked.body)
  }

  const add = () => {
    const key = draft.newKey()
    draft.add(newPaymentRow(key))
    focusAfterRender(`[data-payment-key="${key}"] input[name="label"]`)
  }

  const remove = (row: PaymentRow, index: number) => {
    if (row.id !== null && received.has(row.id)) {
      setRemoveRefused({ key: row.key, message: clientProjectMessages.receivedKept })
      return
    }
    setRemoveRefused(null)
    draft.remove(row.key)
    const next = rows[index + 1]
    focusAfterRender(
      next ? `[data-payment-key="${next.key}"] input[name="label"]` : '[data-add-payment]',
    )
  }

  const hasRowErrors = Object.keys(errors.rows).length > 0
  return (
    <form ref={formRef} className="grid gap-4" onSubmit={submit} noValidate>
      <h3 id="payment-editor-title" className="font-semibold">
        {paymentCopy.editorTitle}
      </h3>
      <ol aria-labelledby="payment-editor-title" className="grid gap-2">
        {rows.map((row, index) => (
          <PaymentFields
            key={row.key}
            row={row}
            position={index + 1}
            count={rows.length}
            stages={project.stages}
            amount={amounts[index] ?? null}
            received={row.id !== null && received.has(row.id)}
            errors={errors.rows[row.key]}
            removeRefused={removeRefused?.key === row.key ? removeRefused.message : null}
            onChange={(values) => draft.change(row.key, values)}
            onBasisChange={(basis) => {
              // Switching to an amount starts from what the share came to, and back.
              const amount = amounts[index]
              draft.change(row.key, {
                basis,
                ...(basis === 'amount' && row.amount === '' && amount != null
                  ? { amount: rupeesText(amount) }
                  : {}),
              })
            }}
            onMove={(step) => {
              draft.move(index, step)
              focusAfterRender(...movedRowButtons(row.key, step))
            }}
            onRemove={() => remove(row, index)}
          />
        ))}
      </ol>
      <p className="text-sm text-muted-foreground">
        {paymentCopy.percentTotal(formatPercent(shares))}
      </p>
      {errors.list ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.list}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          data-add-payment
          disabled={rows.length >= clientProjectLimits.payments}
          onClick={add}
        >
          <Plus aria-hidden />
          {paymentCopy.add}
        </Button>
      </div>
      <RefusalNotice
        refusal={refusal}
        fieldsShown={hasRowErrors ? ['payments'] : undefined}
        reload={{ label: recordCopy.reload, onReload: cache.reload, hint: true }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={save.isPending} loadingLabel={recordCopy.saving}>
          {paymentCopy.save}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            draft.discard()
            onDone()
          }}
        >
          {paymentCopy.closeEditor}
        </Button>
      </div>
    </form>
  )
}
