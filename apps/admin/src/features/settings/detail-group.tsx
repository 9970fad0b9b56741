import type { ReactNode } from 'react'
import type { CompanyFormValues } from './company-form-values'

/** What each group of the company details form is given: the values, a setter and the messages. */
export interface DetailGroupProps {
  values: CompanyFormValues
  set: <Key extends keyof CompanyFormValues>(key: Key, value: CompanyFormValues[Key]) => void
  errors: Record<string, string | undefined>
}

/** A group of the company's details (Name and address, Links, ...): a fieldset with its legend. */
export function DetailGroup({
  legend,
  hint,
  children,
}: {
  legend: string
  hint?: string
  children: ReactNode
}) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-3 sm:p-4">
      <legend className="px-1 text-base font-semibold">{legend}</legend>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      {children}
    </fieldset>
  )
}
