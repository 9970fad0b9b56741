import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { isUnauthorized } from '../../api/client'
import { type Refusal, type RefusedIssue, refusalOf } from './refusal'
import { useEditedValues } from './use-edited-values'

type Checked<Body> =
  | { readonly ok: true; readonly body: Body }
  | { readonly ok: false; readonly errors: Record<string, string> }

/**
 * A form that saves a record: its values (kept as typed whatever the answer), the errors beside
 * its fields (the form's own check first, then the server's), and why the last save was refused
 * (shown by RefusalNotice). A successful save shows the saved record's values; a refused one
 * keeps every value typed.
 */
export function useSaveForm<Values extends object, Body, Saved>({
  saved,
  check,
  send,
  valuesOf,
  onSaved,
  fallback,
  fieldsOf,
}: {
  /** The record's values as the server has them (memoised). */
  saved: Values
  /** The form's own check, with the contract's schema: the body to send, or the refused fields. */
  check: (values: Values) => Checked<Body>
  send: (body: Body) => Promise<Saved>
  /** The form's values of the saved answer. */
  valuesOf: (saved: Saved) => Values
  onSaved: (saved: Saved) => void | Promise<void>
  /** The message of a fault that the server did not explain. */
  fallback: string
  /**
   * The form's fields of the server's issues and the values sent, where they are not the issues'
   * paths up to the first index (`fieldErrorsOf`): one field per item of a list, say.
   */
  fieldsOf?: (issues: readonly RefusedIssue[], values: Values) => Record<string, string>
}) {
  const form = useEditedValues(saved)
  const [checkErrors, setCheckErrors] = useState<Record<string, string>>({})
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // The values of the last submit: the server's issues name what was sent, not what is typed since.
  const sentValues = useRef(form.values)
  // Bumped by each refused attempt: the first refused field then takes the focus.
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])
  const mutation = useMutation({
    mutationFn: send,
    onMutate: () => setRefusal(null),
    onSuccess: async (answer) => {
      form.reset(valuesOf(answer))
      await onSaved(answer)
    },
    onError: (error) => {
      // A 401 sends the visitor to the login page (see createQueryClient).
      if (isUnauthorized(error)) return
      const sent = sentValues.current
      setRefusal(
        refusalOf(error, fallback, undefined, fieldsOf && ((issues) => fieldsOf(issues, sent))),
      )
      setRefusals((count) => count + 1)
    },
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = check(form.values)
    if (!checked.ok) {
      setCheckErrors(checked.errors)
      setRefusal(null)
      setRefusals((count) => count + 1)
      return
    }
    setCheckErrors({})
    sentValues.current = form.values
    mutation.mutate(checked.body)
  }

  return {
    formRef,
    values: form.values,
    set: form.set,
    /** The message beside each field: the form's own check, else the server's. */
    errors: { ...(refusal?.fields ?? {}), ...checkErrors } as Record<string, string | undefined>,
    refusal,
    clearRefusal: () => setRefusal(null),
    saving: mutation.isPending,
    submit,
  }
}
