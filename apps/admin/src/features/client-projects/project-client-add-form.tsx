import {
  type AdminClientProject,
  type ClientAdd,
  clientAddSchema,
  clientProjectLimits,
  type QuoteLanguage,
  quoteLanguages,
} from '@nirman/contract'
import { Button, FormControl, FormError, FormField, FormLabel, Input, Select } from '@nirman/ui'
import { UserPlus } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { addClient } from '../../api/client-projects'
import { clientLanguageLabels, clientProjectCopy, clientsCopy } from '../../client-projects-content'
import { fieldErrorsOf } from '../forms/refusal'
import { RefusalNotice } from '../forms/refusal-notice'
import { useProjectChange } from './project-change'

const fieldNames = ['name', 'email', 'phone', 'language'] as const
const emptyClient = { name: '', email: '', phone: '', language: 'en' as QuoteLanguage }
const isLanguage = (value: string): value is QuoteLanguage =>
  quoteLanguages.some((language) => language === value)

/**
 * Adds a client to the project: found by e-mail when they already follow another project, else
 * created. What was typed stays on a refusal; the first refused field takes the focus.
 */
export function ProjectClientAddForm({ project }: { project: AdminClientProject }) {
  const [values, setValues] = useState(emptyClient)
  const [checkErrors, setCheckErrors] = useState<Record<string, string>>({})
  const [attempts, setAttempts] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const change = useProjectChange(project.id, {
    send: (body: ClientAdd) => addClient(project.id, body),
    done: clientsCopy.added,
    onDone: () => setValues(emptyClient),
  })
  const errors: Record<string, string | undefined> = {
    ...(change.refusal?.fields ?? {}),
    ...checkErrors,
  }
  const refusalKind = change.refusal?.kind
  // Each refused attempt (the form's own check or the server's) focuses the first refused field.
  useEffect(() => {
    if (attempts > 0 || refusalKind === 'invalid')
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [attempts, refusalKind])
  const set = (key: keyof typeof emptyClient, value: string) =>
    setValues((current) => ({ ...current, [key]: value }))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = clientAddSchema.safeParse({ ...values, version: project.version })
    if (!parsed.success) {
      setCheckErrors(fieldErrorsOf(parsed.error.issues))
      change.clearRefusal()
      setAttempts((count) => count + 1)
      return
    }
    setCheckErrors({})
    change.run(parsed.data)
  }

  return (
    <form ref={formRef} className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="name" required error={errors.name}>
          <FormLabel>{clientProjectCopy.clientFields.name}</FormLabel>
          <FormControl>
            <Input
              value={values.name}
              maxLength={clientProjectLimits.clientName}
              autoComplete="off"
              onChange={(event) => set('name', event.target.value)}
            />
          </FormControl>
          <FormError />
        </FormField>
        <FormField name="email" required error={errors.email}>
          <FormLabel>{clientProjectCopy.clientFields.email}</FormLabel>
          <FormControl>
            <Input
              type="email"
              value={values.email}
              maxLength={clientProjectLimits.email}
              autoComplete="off"
              onChange={(event) => set('email', event.target.value)}
            />
          </FormControl>
          <FormError />
        </FormField>
        <FormField name="phone" error={errors.phone}>
          <FormLabel>{clientProjectCopy.clientFields.phone}</FormLabel>
          <FormControl>
            <Input
              type="tel"
              value={values.phone}
              maxLength={clientProjectLimits.phone}
              autoComplete="off"
              onChange={(event) => set('phone', event.target.value)}
            />
          </FormControl>
          <FormError />
        </FormField>
        <FormField name="language" error={errors.language}>
          <FormLabel>{clientProjectCopy.clientFields.language}</FormLabel>
          <FormControl>
            <Select
              value={values.language}
              onChange={(event) => {
                if (isLanguage(event.target.value)) set('language', event.target.value)
              }}
            >
              {quoteLanguages.map((language) => (
                <option key={language} value={language}>
                  {clientLanguageLabels[language]}
                </option>
              ))}
            </Select>
          </FormControl>
          <FormError />
        </FormField>
      </div>
      <RefusalNotice
        refusal={change.refusal}
        fieldsShown={fieldNames}
        reload={{ label: clientProjectCopy.reload, hint: true, onReload: change.reload }}
      />
      <div>
        <Button type="submit" loading={change.running} loadingLabel={clientsCopy.adding}>
          <UserPlus aria-hidden />
          {clientsCopy.add}
        </Button>
      </div>
    </form>
  )
}
