import {
  type AdminClientProject,
  type ClientPayment,
  clientProjectLimits,
  formatRupees,
  type PaymentMode,
  paymentModeLabels,
  paymentModes,
  type ReceiptInput,
} from '@nirman/contract'
import {
  Button,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Input,
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  Select,
  toast,
} from '@nirman/ui'
import { useMemo, useRef } from 'react'
import { recordReceipt } from '../../api/client-projects'
import { paymentCopy, recordCopy } from '../../client-project-records-content'
import { RefusalNotice } from '../forms/refusal-notice'
import { useSaveForm } from '../forms/use-save-form'
import { useEscapeClosesDialog } from '../notifications/dialog-escape'
import { type ReceiptValues, receiptBodyOf, rupeesText } from './payment-values'
import { companyToday, useProjectCache } from './record-change'

const isMode = (value: string): value is PaymentMode => paymentModes.some((mode) => mode === value)

/**
 * "Record receipt" of an instalment: the day the money came in (today unless changed, never
 * later), the amount (the instalment's unless changed), the mode and its reference. Saved on the
 * project's version; a refused save keeps what was typed.
 */
export function ReceiptDialog({
  project,
  payment,
  onClose,
  focusAfterClose,
}: {
  project: AdminClientProject
  /** The instalment whose receipt is recorded; null keeps the dialog closed. */
  payment: ClientPayment | null
  onClose: () => void
  focusAfterClose: (payment: ClientPayment) => void
}) {
  // The instalment of the dialog as it closes (payment is null by then).
  const shown = useRef<ClientPayment | null>(null)
  if (payment) shown.current = payment
  useEscapeClosesDialog(payment !== null, onClose)
  return (
    <Modal
      open={payment !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      {payment ? (
        <ModalContent
          closeLabel={recordCopy.close}
          onCloseAutoFocus={(event) => {
            const closed = shown.current
            if (!closed) return
            event.preventDefault()
            focusAfterClose(closed)
          }}
        >
          <ReceiptForm key={payment.id} project={project} payment={payment} onSaved={onClose} />
        </ModalContent>
      ) : null}
    </Modal>
  )
}

function ReceiptForm({
  project,
  payment,
  onSaved,
}: {
  project: AdminClientProject
  payment: ClientPayment
  onSaved: () => void
}) {
  const cache = useProjectCache(project.id)
  const today = companyToday()
  const saved = useMemo<ReceiptValues>(
    () => ({ receivedOn: today, amount: rupeesText(payment.amountPaise), mode: '', reference: '' }),
    [today, payment.amountPaise],
  )
  const form = useSaveForm({
    saved,
    check: (values: ReceiptValues) => receiptBodyOf(values, project.version, today),
    send: (body: ReceiptInput) => recordReceipt(project.id, payment.id, body),
    valuesOf: () => saved,
    onSaved: (answer) => {
      cache.keep(answer)
      toast(paymentCopy.receipt.saved)
      onSaved()
    },
    fallback: recordCopy.failed,
  })
  const { values, set, errors } = form
  return (
    <form ref={form.formRef} className="flex min-h-0 flex-col" onSubmit={form.submit} noValidate>
      <ModalHeader>
        <ModalTitle className="break-words">{paymentCopy.receipt.title(payment.label)}</ModalTitle>
        <ModalDescription>
          {paymentCopy.receipt.description(formatRupees(payment.amountPaise))}
        </ModalDescription>
      </ModalHeader>
      <ModalBody>
        <div className="grid gap-4 pb-2 sm:grid-cols-2">
          <FormField name="receivedOn" required error={errors.receivedOn}>
            <FormLabel>{paymentCopy.receipt.receivedOn}</FormLabel>
            <FormControl>
              <Input
                type="date"
                value={values.receivedOn}
                max={today}
                onChange={(event) => set('receivedOn', event.target.value)}
              />
            </FormControl>
            <FormError />
          </FormField>
          <FormField name="amount" required error={errors.amount ?? errors.amountPaise}>
            <FormLabel>{paymentCopy.receipt.amount}</FormLabel>
            <FormControl>
              <Input
                inputMode="decimal"
                autoComplete="off"
                value={values.amount}
                onChange={(event) => set('amount', event.target.value)}
              />
            </FormControl>
            <FormDescription>{paymentCopy.receipt.amountHint}</FormDescription>
            <FormError />
          </FormField>
          <FormField name="mode" required error={errors.mode}>
            <FormLabel>{paymentCopy.receipt.mode}</FormLabel>
            <FormControl>
              <Select
                value={values.mode}
                onChange={(event) => {
                  const mode = event.target.value
                  set('mode', isMode(mode) ? mode : '')
                }}
              >
                <option value="">{paymentCopy.receipt.chooseMode}</option>
                {paymentModes.map((mode) => (
                  <option key={mode} value={mode}>
                    {paymentModeLabels[mode]}
                  </option>
                ))}
              </Select>
            </FormControl>
            <FormError />
          </FormField>
          <FormField name="reference" error={errors.reference}>
            <FormLabel>{paymentCopy.receipt.reference}</FormLabel>
            <FormControl>
              <Input
                autoComplete="off"
                value={values.reference}
                maxLength={clientProjectLimits.reference}
                onChange={(event) => set('reference', event.target.value)}
              />
            </FormControl>
            <FormDescription>{paymentCopy.receipt.referenceHint}</FormDescription>
            <FormError />
          </FormField>
        </div>
        <RefusalNotice
          refusal={form.refusal}
          fieldsShown={['receivedOn', 'amountPaise', 'mode', 'reference']}
          reload={{ label: recordCopy.reload, onReload: cache.reload, hint: true }}
        />
      </ModalBody>
      <ModalFooter>
        <ModalClose asChild>
          <Button type="button" variant="outline">
            {recordCopy.cancel}
          </Button>
        </ModalClose>
        <Button type="submit" loading={form.saving} loadingLabel={recordCopy.saving}>
          {paymentCopy.receipt.save}
        </Button>
      </ModalFooter>
    </form>
  )
}
