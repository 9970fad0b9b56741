import {
  type QuotationDetail,
  type QuotationStart,
  quotationFinishes,
  quotationPropertyTypes,
} from '@nirman/contract'
import {
  Button,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Input,
  Select,
} from '@nirman/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FilePlus2 } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { isUnauthorized } from '../../api/client'
import { adminKeys } from '../../api/queries'
import { quotationKeys, startQuotation } from '../../api/quotations'
import { finishLabels, leadQuotationsCopy, propertyTypeLabels } from '../../quotations-content'
import { refusalOf } from '../forms/refusal'
import {
  emptyQuotationStart,
  isFinish,
  isPropertyType,
  type QuotationStartKind,
  type QuotationStartValues,
  startBodyOf,
} from './quotation-start-values'

const copy = leadQuotationsCopy.start
const kinds: readonly QuotationStartKind[] = ['blank', 'estimate', 'rate_card']

/**
 * "Start a quotation" for a request: blank, from the estimate the visitor attached, or from the
 * rate card (the built-up area, the property type and the finish). Started, the new quotation's
 * page opens; refused, the server's message shows beside its field or under the form (a request
 * without an estimate says so).
 */
export function QuotationStartForm({ leadId }: { leadId: number }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<QuotationStartValues>(emptyQuotationStart)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [refused, setRefused] = useState<string | null>(null)
  const set = (change: Partial<QuotationStartValues>) =>
    setValues((current) => ({ ...current, ...change }))
  const focusRefused = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    )

  const start = useMutation({
    mutationFn: (body: QuotationStart) => startQuotation(leadId, body),
    onMutate: () => setRefused(null),
    onSuccess: async (quotation: QuotationDetail) => {
      queryClient.setQueryData(quotationKeys.quotation(quotation.id), quotation)
      void queryClient.invalidateQueries({ queryKey: quotationKeys.ofLead(leadId) })
      // The request's timeline names the new quotation.
      void queryClient.invalidateQueries({ queryKey: adminKeys.lead(leadId) })
      await navigate(`/quotations/${quotation.id}`)
    },
    onError: (error) => {
      // A 401 sends the visitor to the login page (see createQueryClient).
      if (isUnauthorized(error)) return
      const refusal = refusalOf(error, copy.failed)
      if (refusal.kind === 'invalid' && Object.keys(refusal.fields).length > 0) {
        setErrors(refusal.fields)
        focusRefused()
        return
      }
      setRefused(refusal.message)
    },
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = startBodyOf(values)
    if (!checked.ok) {
      setRefused(null)
      setErrors(checked.errors)
      focusRefused()
      return
    }
    setErrors({})
    start.mutate(checked.body)
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid min-w-0 gap-3">
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-1 font-semibold">{copy.legend}</legend>
        {kinds.map((kind) => (
          <div key={kind} className="flex items-start gap-2">
            <input
              type="radio"
              id={`${id}-${kind}`}
              name={`${id}-from`}
              value={kind}
              checked={values.from === kind}
              aria-describedby={`${id}-${kind}-hint`}
              className="mt-0.5 size-5 shrink-0 accent-primary"
              onChange={() => {
                set({ from: kind })
                setRefused(null)
              }}
            />
            <span className="grid min-w-0 gap-0.5">
              <label htmlFor={`${id}-${kind}`} className="font-medium">
                {copy.from[kind]}
              </label>
              <span id={`${id}-${kind}-hint`} className="text-sm break-words text-muted-foreground">
                {copy.hints[kind]}
              </span>
            </span>
          </div>
        ))}
      </fieldset>
      {values.from === 'rate_card' ? (
        <div className="grid min-w-0 gap-3 sm:grid-cols-3">
          <FormField name="builtUpSqFt" required error={errors.builtUpSqFt}>
            <FormLabel>{copy.builtUpArea}</FormLabel>
            <FormControl>
              <Input
                inputMode="decimal"
                autoComplete="off"
                value={values.builtUpArea}
                onChange={(event) => set({ builtUpArea: event.target.value })}
              />
            </FormControl>
            <FormDescription>{copy.builtUpAreaHint}</FormDescription>
            <FormError />
          </FormField>
          <FormField name="propertyType" error={errors.propertyType}>
            <FormLabel>{copy.propertyType}</FormLabel>
            <FormControl>
              <Select
                value={values.propertyType}
                onChange={(event) => {
                  if (isPropertyType(event.target.value)) set({ propertyType: event.target.value })
                }}
              >
                {quotationPropertyTypes.map((type) => (
                  <option key={type} value={type}>
                    {propertyTypeLabels[type]}
                  </option>
                ))}
              </Select>
            </FormControl>
            <FormError />
          </FormField>
          <FormField name="finish" error={errors.finish}>
            <FormLabel>{copy.finish}</FormLabel>
            <FormControl>
              <Select
                value={values.finish}
                onChange={(event) => {
                  if (isFinish(event.target.value)) set({ finish: event.target.value })
                }}
              >
                {quotationFinishes.map((finish) => (
                  <option key={finish} value={finish}>
                    {finishLabels[finish]}
                  </option>
                ))}
              </Select>
            </FormControl>
            <FormError />
          </FormField>
        </div>
      ) : null}
      {refused ? (
        <p role="alert" className="text-sm font-medium break-words text-destructive">
          {refused}
        </p>
      ) : null}
      <div>
        <Button
          type="submit"
          variant="outline"
          loading={start.isPending}
          loadingLabel={copy.starting}
        >
          <FilePlus2 aria-hidden />
          {copy.submit}
        </Button>
      </div>
    </form>
  )
}
