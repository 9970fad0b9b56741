import {
  type AdminClientProject,
  clientProjectLimits,
  type MessageInput,
  messageInputSchema,
} from '@nirman/contract'
import {
  Button,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Select,
  Textarea,
} from '@nirman/ui'
import { Send } from 'lucide-react'
import { type FormEvent, useRef, useState } from 'react'
import { writeMessage } from '../../api/client-projects'
import { clientProjectCopy, messagesCopy } from '../../client-projects-content'
import { RefusalNotice } from '../forms/refusal-notice'
import { useProjectChange } from './project-change'
import { formatDay } from './project-format'

/** The update the client last asked about, which an answer is most likely about. */
function lastAskedAbout(project: AdminClientProject): string {
  const question = project.messages.findLast((message) => message.author.kind === 'client')
  const update = project.updates.find((candidate) => candidate.id === question?.updateId)
  return update ? String(update.id) : ''
}

/**
 * A staff answer on the project's timeline, about the project in general or one of its published
 * updates (the one the client last asked about, to begin with). What was typed stays on a refusal.
 */
export function ProjectMessageForm({ project }: { project: AdminClientProject }) {
  const [body, setBody] = useState('')
  const [about, setAbout] = useState(() => lastAskedAbout(project))
  const [error, setError] = useState<string>()
  const bodyRef = useRef<HTMLTextAreaElement>(null)
  const change = useProjectChange(project.id, {
    send: (input: MessageInput) => writeMessage(project.id, input),
    done: messagesCopy.sent,
    onDone: () => setBody(''),
  })
  const published = project.updates.filter((update) => update.status === 'published')

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = messageInputSchema.safeParse({
      body,
      updateId: about === '' ? null : Number(about),
    })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      bodyRef.current?.focus()
      return
    }
    setError(undefined)
    change.run(parsed.data)
  }
  const serverError = change.refusal?.kind === 'invalid' ? change.refusal.fields.body : undefined

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <FormField name="body" required error={error ?? serverError}>
        <FormLabel>{messagesCopy.answer}</FormLabel>
        <FormControl>
          <Textarea
            ref={bodyRef}
            value={body}
            rows={3}
            maxLength={clientProjectLimits.message}
            onChange={(event) => setBody(event.target.value)}
          />
        </FormControl>
        <FormDescription>{messagesCopy.answerHint}</FormDescription>
        <FormError />
      </FormField>
      {published.length > 0 ? (
        <FormField name="updateId">
          <FormLabel>{messagesCopy.aboutLabel}</FormLabel>
          <FormControl>
            <Select value={about} onChange={(event) => setAbout(event.target.value)}>
              <option value="">{messagesCopy.aboutNothing}</option>
              {published.map((update) => (
                <option key={update.id} value={String(update.id)}>
                  {messagesCopy.aboutUpdate(formatDay(update.visitDate))}
                </option>
              ))}
            </Select>
          </FormControl>
        </FormField>
      ) : null}
      <RefusalNotice
        refusal={change.refusal}
        fieldsShown={['body']}
        reload={{ label: clientProjectCopy.reload, hint: true, onReload: change.reload }}
      />
      <div>
        <Button type="submit" loading={change.running} loadingLabel={messagesCopy.sending}>
          <Send aria-hidden />
          {messagesCopy.send}
        </Button>
      </div>
    </form>
  )
}
