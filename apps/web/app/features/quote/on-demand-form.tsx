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
import { type FieldBinding, FieldBindingContext, plainFields } from './quote-form-fields'

/** What the plain form (the view without the form library) puts on its <form>. */
export type PlainFormProps = Pick<
  ComponentProps<'form'>,
  'ref' | 'onFocus' | 'onPointerDown' | 'onSubmit'
>

/**
 * What a form's logic (react-hook-form, the checks, the sending: the code fetched on the first
 * touch) gives the view it drives: the fields' wiring, the <form>'s handlers, and the view's own
 * extra props (`Extras`: its notices, whether it is sending...).
 */
export interface LiveFormParts<Extras> {
  binding: FieldBinding
  formProps: Pick<ComponentProps<'form'>, 'onFocus' | 'onSubmit'>
  view: Extras
}

/** What a form's logic is given besides the form's own props. */
export interface FormLogicProps<Extras> {
  /** The <form> the view draws (the same element before and after the code came). */
  formRef: RefObject<HTMLFormElement | null>
  /** What was typed before the code came, by field name: the form's start values. */
  startValues?: Record<string, string>
  /** Gives the view its parts; called on every render of the logic (it draws nothing itself). */
  publish: (parts: LiveFormParts<Extras>) => void
}

/**
 * A form's logic: a component that draws nothing, keeps the form's state and publishes what the
 * view needs. Wrap it in `memo`: its host draws again whenever it publishes, and a logic drawn
 * again with it would publish again, for ever.
 */
export type FormLogic<Props, Extras> = ComponentType<Props & FormLogicProps<Extras>>

/** A view of a form: drawn plain (`formProps` only) or live (with `Extras` too). */
export type FormView<Props, Extras> = ComponentType<
  Props & Partial<Extras> & { formProps: PlainFormProps }
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

interface FormHostProps<Props, Extras> {
  props: Props
  View: FormView<Props, Extras>
  /** The logic when it is at hand from the start (a form drawn live at once: the popup's). */
  logic?: FormLogic<Props, Extras>
  /** Fetches the logic, for a form drawn plain until the visitor touches it. */
  load?: () => Promise<FormLogic<Props, Extras>>
  loadAtOnce?: boolean
}

/**
 * Draws a form's view, and its logic beside it once it is here. The view stays where it is, under
 * the same components, whatever the logic: when the code comes, React keeps every element of the
 * form (the field with the focus, its caret, what was typed) and only gives the fields their
 * wiring. Nothing is replaced, so no key typed in that moment can be lost.
 */
function FormHost<Props extends object, Extras>({
  props,
  View,
  logic,
  load,
  loadAtOnce = false,
}: FormHostProps<Props, Extras>) {
  const [live, setLive] = useState<
    { Logic: FormLogic<Props, Extras>; startValues?: Record<string, string> } | undefined
  >(logic ? { Logic: logic } : undefined)
  // What the logic published (it is memo'd: the host drawing again does not draw it again).
  const [parts, publish] = useState<LiveFormParts<Extras>>()
  const formRef = useRef<HTMLFormElement>(null)
  const submitRequested = useRef(false)
  const loading = useRef<Promise<void>>(undefined)

  const wake = () => {
    if (!load) return
    loading.current ??= load().then(
      // What was typed is read, and the logic drawn with it and wired to the fields, in one task
      // (flushSync; the logic publishes in a layout effect): no keystroke lands in between.
      (Logic) => {
        if (tappedIn(formRef.current)) submitRequested.current = true
        flushSync(() => setLive({ Logic, startValues: typedFormValues(formRef.current) }))
      },
      // Offline, or a new deployment replaced the code: try again on the next touch. A submit
      // pressed meanwhile posts the form as plain HTML instead (plain-post.tsx: the API answers
      // with a page), rather than waiting for code that may not come.
      () => {
        loading.current = undefined
        if (submitRequested.current) formRef.current?.submit()
      },
    )
  }
  useEffect(() => {
    if (loadAtOnce) wake()
  }, [loadAtOnce])
  // A form that hydrates after the page (hydrateOnFirstTouch) may already be in use: a field
  // with the focus or text, or its button tapped before the code came (then it submits).
  useEffect(() => {
    const form = formRef.current
    if (!form || live) return
    if (tappedIn(form)) {
      submitRequested.current = true
      wake()
    } else if (form.contains(document.activeElement) || changedByVisitor(form)) {
      wake()
    }
  }, [])
  // A submit pressed before the code came is sent once the fields are wired (checked like any).
  useEffect(() => {
    if (!parts || !submitRequested.current) return
    submitRequested.current = false
    formRef.current?.requestSubmit()
  }, [parts])

  const formProps: PlainFormProps = parts
    ? { ref: formRef, ...parts.formProps }
    : {
        ref: formRef,
        onFocus: wake,
        onPointerDown: wake,
        onSubmit: (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault()
          submitRequested.current = true
          wake()
        },
      }
  return (
    <>
      <FieldBindingContext value={parts?.binding ?? plainFields}>
        <View {...props} {...parts?.view} formProps={formProps} />
      </FieldBindingContext>
      {live ? (
        <live.Logic {...props} formRef={formRef} startValues={live.startValues} publish={publish} />
      ) : null}
    </>
  )
}

/**
 * A form whose code (the form library, the checks, the sending) is fetched only when the visitor
 * first touches it. Until then the view renders its fields as plain inputs, so the page shows the
 * whole form at once and stays light; when the code arrives, the same fields are wired to it in
 * place (FormHost), with what was typed and a submit pressed meanwhile. `loadAtOnce` fetches the
 * code without waiting (a form that starts with a message to show).
 */
export function onDemandForm<Props extends object, Extras>(
  load: () => Promise<FormLogic<Props, Extras>>,
  View: FormView<Props, Extras>,
  loadAtOnce: (props: Props) => boolean = () => false,
): ComponentType<Props> {
  function OnDemandForm(props: Props) {
    return <FormHost props={props} View={View} load={load} loadAtOnce={loadAtOnce(props)} />
  }
  OnDemandForm.displayName = `OnDemandForm(${View.displayName ?? View.name})`
  return OnDemandForm
}

/** A form drawn with its code at once (the popup's, opened by a tap that fetched it). */
export function liveForm<Props extends object, Extras>(
  logic: FormLogic<Props, Extras>,
  View: FormView<Props, Extras>,
): ComponentType<Props> {
  function LiveForm(props: Props) {
    return <FormHost props={props} View={View} logic={logic} />
  }
  LiveForm.displayName = `LiveForm(${View.displayName ?? View.name})`
  return LiveForm
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
