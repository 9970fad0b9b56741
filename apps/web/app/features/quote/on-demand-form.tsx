import {
  type ComponentProps,
  type ComponentType,
  type FormEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react'
import { flushSync } from 'react-dom'
import { pressedEarly } from '../hydration/early-presses'

/** What a live form takes over from the plain one it replaces. */
export interface FormHandover {
  /** What the visitor typed before the form's code arrived, by field name. */
  startValues?: Record<string, string>
  /** The field that had the focus, and where its caret was. */
  focus?: { name: string; selectionStart: number | null; selectionEnd: number | null }
  /** The visitor pressed submit before the code arrived: the live form submits once mounted. */
  submitAtOnce?: boolean
}

/** What the plain form (the view without the form library) puts on its <form>. */
export type PlainFormProps = Pick<
  ComponentProps<'form'>,
  'ref' | 'onFocus' | 'onPointerDown' | 'onSubmit'
>

/** The values typed into a form, by field name. */
export function typedFormValues(form: HTMLFormElement | null): Record<string, string> {
  const values: Record<string, string> = {}
  if (!form) return values
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value
  }
  return values
}

const isField = (
  element: Element | null,
): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement

function caret(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) {
  try {
    return 'selectionStart' in field
      ? { selectionStart: field.selectionStart, selectionEnd: field.selectionEnd }
      : { selectionStart: null, selectionEnd: null }
  } catch {
    // type="number" and "email" inputs have no selection.
    return { selectionStart: null, selectionEnd: null }
  }
}

/**
 * A form whose code (the form library, the checks, the sending) is fetched only when the visitor
 * first touches it. Until then `Plain` renders the very same fields as plain inputs, so the page
 * shows the whole form at once and stays light. When the code arrives, the live form replaces the
 * plain one with what was typed, the focus and the caret, and a submit pressed meanwhile.
 * `loadAtOnce` fetches the code without waiting (a form that starts with a message to show).
 */
export function onDemandForm<Props extends object>(
  load: () => Promise<ComponentType<Props & FormHandover>>,
  Plain: ComponentType<Props & { formProps: PlainFormProps }>,
  loadAtOnce: (props: Props) => boolean = () => false,
): ComponentType<Props> {
  function OnDemandForm(props: Props) {
    const [live, setLive] = useState<{
      Form: ComponentType<Props & FormHandover>
      handover: FormHandover
    }>()
    const formRef = useRef<HTMLFormElement>(null)
    const submitRequested = useRef(false)
    const loading = useRef<Promise<void>>(undefined)

    const wake = () => {
      loading.current ??= load().then(
        // What was typed and where the focus is are read, and the live form drawn with them, in
        // one task (flushSync): no keystroke can land between, in a field about to be replaced.
        (Form) =>
          flushSync(() =>
            setLive({
              Form,
              handover: handoverFrom(formRef, submitRequested.current || tappedIn(formRef.current)),
            }),
          ),
        // Offline, or a new deployment replaced the code: try again on the next touch. A submit
        // pressed meanwhile posts the form as plain HTML instead (plain-post.tsx: the API answers
        // with a page), rather than waiting for code that may not come.
        () => {
          loading.current = undefined
          if (submitRequested.current) formRef.current?.submit()
        },
      )
    }
    const wakeAtOnce = loadAtOnce(props)
    useEffect(() => {
      if (wakeAtOnce) wake()
    }, [wakeAtOnce])
    // A form that hydrates after the page (hydrateOnFirstTouch) may already be in use: a field
    // with the focus or text, or its button tapped before the code came (then it submits).
    useEffect(() => {
      const form = formRef.current
      if (!form) return
      if (tappedIn(form)) {
        submitRequested.current = true
        wake()
      } else if (form.contains(document.activeElement) || changedByVisitor(form)) {
        wake()
      }
    }, [])

    if (live) return <live.Form {...props} {...live.handover} />
    const formProps: PlainFormProps = {
      ref: formRef,
      onFocus: wake,
      onPointerDown: wake,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        submitRequested.current = true
        wake()
      },
    }
    return <Plain {...props} formProps={formProps} />
  }
  OnDemandForm.displayName = `OnDemandForm(${Plain.displayName ?? Plain.name})`
  return OnDemandForm
}

/** Whether a button of `form` was pressed before the code could act on it. */
function tappedIn(form: HTMLFormElement | null): boolean {
  return Boolean(form && [...form.querySelectorAll('button')].some(pressedEarly))
}

/**
 * Whether the visitor changed a field of `form` from what the page drew (the HTML's values: a
 * select may start on a choice, which is not the visitor's doing).
 */
function changedByVisitor(form: HTMLFormElement): boolean {
  return [...form.elements].some((element) => {
    if (element instanceof HTMLSelectElement) {
      // Without a `selected` option in the HTML, a select starts on its first.
      const start =
        [...element.options].find((option) => option.defaultSelected) ?? element.options[0]
      return element.selectedIndex !== (start?.index ?? -1)
    }
    if (
      element instanceof HTMLInputElement &&
      (element.type === 'checkbox' || element.type === 'radio')
    ) {
      return element.checked !== element.defaultChecked
    }
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      return element.value !== element.defaultValue
    }
    return false
  })
}

function handoverFrom(
  formRef: RefObject<HTMLFormElement | null>,
  submitAtOnce: boolean,
): FormHandover {
  const form = formRef.current
  const active = document.activeElement
  const focus =
    form && isField(active) && form.contains(active) && active.name
      ? { name: active.name, ...caret(active) }
      : undefined
  return { startValues: typedFormValues(form), focus, submitAtOnce }
}

/**
 * In the live form: puts the focus and caret back where the visitor left them, and sends a submit
 * they pressed before the code arrived (checked like any other).
 */
export function useHandover(
  formRef: RefObject<HTMLFormElement | null>,
  { focus, submitAtOnce }: FormHandover,
): void {
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    const form = formRef.current
    if (!form) return
    if (focus) {
      const field = form.elements.namedItem(focus.name)
      if (field instanceof Element && isField(field)) {
        field.focus()
        if (!(field instanceof HTMLSelectElement) && focus.selectionStart !== null) {
          try {
            field.setSelectionRange(focus.selectionStart, focus.selectionEnd)
          } catch {
            // Fields without a selection (number, email) keep the caret at the end.
          }
        }
      }
    }
    if (submitAtOnce) form.requestSubmit()
  }, [formRef, focus, submitAtOnce])
}
