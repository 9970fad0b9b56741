import type { ClientMessage, ClientTrackerProject } from '@nirman/contract'
import {
  Button,
  cn,
  FormControl,
  FormError,
  FormField,
  FormLabel,
  Notice,
  NoticeDescription,
  Select,
  Textarea,
} from '@nirman/ui'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { askQuestion, TrackerRequestError } from '../../api/tracker'
import { questionFormId } from './project-updates'
import { signInMessageIn } from './sign-in-messages'
import { useTrackerFormat } from './tracker-format'
import { trackerKeys } from './tracker-queries'
import { noticeOf, type TrackerNotice } from './tracker-session'
import { useSignInMessagesHindi, useTrackerText } from './tracker-texts'

/**
 * The most a question may hold: the contract's `clientProjectLimits.message`, written out because
 * the contract's module of it carries zod (project-questions.test.tsx checks they agree).
 */
export const questionMaxLength = 2000

/** "Ask about this update", pressed `times` times: the form chooses the update and takes the focus. */
export interface AskAbout {
  updateId: number
  times: number
}

function TimelineMessage({
  message,
  visitOf,
}: {
  message: ClientMessage
  visitOf: (updateId: number) => string | undefined
}) {
  const copy = useTrackerText().questions
  const format = useTrackerFormat()
  const fromClient = message.author.kind === 'client'
  const visit = message.updateId === null ? undefined : visitOf(message.updateId)
  return (
    <li
      className={cn(
        'rounded-xl border border-border p-4',
        fromClient ? 'bg-secondary sm:ml-12' : 'bg-card sm:mr-12',
      )}
    >
      <p className="font-semibold">
        {fromClient ? message.author.name : copy.staffName(message.author.name)}
      </p>
      <p className="text-muted-foreground text-sm">
        <time dateTime={message.at}>{format.moment(message.at)}</time>
        {visit ? <span className="block">{copy.aboutUpdate(visit)}</span> : null}
      </p>
      <p className="mt-2 whitespace-pre-line break-words">{message.body}</p>
    </li>
  )
}

export interface ProjectQuestionsProps {
  project: ClientTrackerProject
  askAbout: AskAbout | null
  onSignedOut: (notice: TrackerNotice | null) => void
}

/**
 * The project's questions and answers, oldest first, and the form to ask one (about the project,
 * or one site visit). A sent question comes back on the timeline (the API answers with the
 * project); a refused one keeps what was typed, with the message beside the field.
 */
export function ProjectQuestions({ project, askAbout, onSignedOut }: ProjectQuestionsProps) {
  const copy = useTrackerText().questions
  const format = useTrackerFormat()
  const hindiMessages = useSignInMessagesHindi()
  const queryClient = useQueryClient()
  const [about, setAbout] = useState<number | null>(null)
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [sent, setSent] = useState(false)
  const [sending, setSending] = useState(false)
  const fieldRef = useRef<HTMLTextAreaElement>(null)
  const sentRef = useRef<HTMLDivElement>(null)
  const formTitleId = useId()

  // "Ask about this update": that visit chosen, the focus in the question's field.
  useEffect(() => {
    if (!askAbout) return
    setAbout(askAbout.updateId)
    setSent(false)
    fieldRef.current?.focus()
  }, [askAbout])

  // Sent: the button's spinner took the focus away; it goes to the word that the question went.
  useEffect(() => {
    if (sent) sentRef.current?.focus()
  }, [sent])

  const visitOf = (updateId: number) => {
    const update = project.updates.find((candidate) => candidate.id === updateId)
    return update ? format.day(update.visitDate) : undefined
  }
  const messages = [...project.messages].sort((a, b) => a.at.localeCompare(b.at))

  function refuse(message: string) {
    setError(message)
    fieldRef.current?.focus()
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    setSent(false)
    const question = body.trim()
    if (question === '') return refuse(copy.empty)
    if (question.length > questionMaxLength) return refuse(copy.tooLong(questionMaxLength))
    setSending(true)
    try {
      const updated = await askQuestion(project.id, { body: question, updateId: about })
      queryClient.setQueryData(trackerKeys.project(project.id), updated)
      setBody('')
      setError(undefined)
      setSent(true)
    } catch (failure) {
      if (failure instanceof TrackerRequestError && failure.status === 401) {
        queryClient.removeQueries({ queryKey: trackerKeys.all })
        onSignedOut(noticeOf(failure))
        return
      }
      const notice = noticeOf(failure)
      refuse(
        notice.message === null
          ? copy.notSent
          : signInMessageIn(format.lang, notice.message, hindiMessages),
      )
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <p className="mb-5 text-muted-foreground">{copy.intro}</p>
      {messages.length ? (
        <ol className="space-y-3">
          {messages.map((message) => (
            <TimelineMessage key={message.id} message={message} visitOf={visitOf} />
          ))}
        </ol>
      ) : (
        <p>{copy.none}</p>
      )}
      <form
        noValidate
        onSubmit={send}
        id={questionFormId}
        aria-labelledby={formTitleId}
        className="mt-8 space-y-4 rounded-xl border border-border bg-card p-5"
      >
        <h3 id={formTitleId} className="font-semibold text-lg">
          {copy.formTitle}
        </h3>
        <FormField name="about">
          <FormLabel>{copy.about}</FormLabel>
          <FormControl>
            <Select
              value={about === null ? '' : String(about)}
              onChange={(event) =>
                setAbout(event.target.value === '' ? null : Number(event.target.value))
              }
            >
              <option value="">{copy.aboutProject}</option>
              {project.updates.map((update) => (
                <option key={update.id} value={update.id}>
                  {copy.aboutVisit(format.day(update.visitDate))}
                </option>
              ))}
            </Select>
          </FormControl>
        </FormField>
        <FormField name="question" error={error}>
          <FormLabel>{copy.question}</FormLabel>
          <FormControl>
            <Textarea
              ref={fieldRef}
              name="body"
              rows={4}
              value={body}
              onChange={(event) => {
                setBody(event.target.value)
                setSent(false)
              }}
            />
          </FormControl>
          <FormError />
        </FormField>
        {sent ? (
          <Notice
            ref={sentRef}
            tabIndex={-1}
            variant="success"
            className="outline-none focus-visible:outline-2 focus-visible:outline-ring"
          >
            <NoticeDescription>{copy.sent}</NoticeDescription>
          </Notice>
        ) : null}
        <Button type="submit" loading={sending} loadingLabel={copy.sending}>
          {copy.send}
        </Button>
      </form>
    </>
  )
}
