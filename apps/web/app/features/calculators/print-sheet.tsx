import { type WorkedStep, WorkedSteps } from '@nirman/ui'
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { createPortal, flushSync } from 'react-dom'
import { postalAddress } from '../../content/company'
import { useCompany } from '../../i18n/company'
import type { PrintedInput } from './printed-inputs'

// "Save or print" under a result: a sheet of its own, on one A4 page, that only paper (or a PDF)
// shows: the company's name and contact, the calculator, the day, the inputs, the result, the
// working opened, the link back to the result and the disclaimer; no buttons. The sheet is drawn
// at the end of the page's body while a print lasts, and the print styles (app.css) then leave
// everything else out: the page around a calculator, or the resources page behind its modal.

/** What the sheet shows beyond the result itself. */
export interface PrintSheetContent {
  readonly title: string
  /** "Worked out on 28 Nov 2026". */
  readonly day: string
  readonly ratesAsOf?: string
  readonly inputsHeading: string
  readonly inputs: readonly PrintedInput[]
  readonly resultHeading: string
  readonly result: ReactNode
  readonly steps: readonly WorkedStep[]
  readonly stepsTitle?: string
  /** "To open this estimate again:" and the link. */
  readonly linkLead: string
  readonly link: string
  readonly disclaimer: string
}

/** The company's contact on the sheet: only what the owner gave (no placeholder is printed). */
function CompanyLines() {
  const company = useCompany()
  const contact = [
    ...company.phones.map((phone) => phone.display),
    company.whatsapp && !company.phones.some((phone) => phone.dial === company.whatsapp)
      ? `WhatsApp +${company.whatsapp}`
      : undefined,
    company.email,
  ].filter(Boolean)
  return (
    <header className="mb-4 border-black border-b pb-3">
      <p className="font-semibold text-lg">{company.name}</p>
      {contact.length ? <p className="text-sm">{contact.join(' · ')}</p> : null}
      <p className="text-sm">{postalAddress(company.address)}</p>
      <p className="text-sm">{company.siteUrl.replace(/^https?:\/\//, '')}</p>
    </header>
  )
}

/** The printout of one result (see the top of this file); drawn only while printing. */
export function PrintSheet({ content }: { content: PrintSheetContent }) {
  const { inputs, steps } = content
  return createPortal(
    <div data-print-sheet className="hidden bg-white text-black print:block">
      <CompanyLines />
      <h1 className="font-semibold text-xl">{content.title}</h1>
      <p className="text-sm">
        {content.day}
        {content.ratesAsOf ? ` · ${content.ratesAsOf}` : null}
      </p>
      {inputs.length ? (
        <section className="mt-3 break-inside-avoid">
          <h2 className="mb-1 font-semibold">{content.inputsHeading}</h2>
          <dl className="columns-2 gap-6 text-sm">
            {inputs.map((input, index) => (
              // Two inputs may share a label (two appliances of one name): their place is their key.
              <div key={index} className="flex break-inside-avoid justify-between gap-3">
                <dt>{input.label}</dt>
                <dd className="text-right font-medium">{input.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section className="mt-3">
        <h2 className="mb-2 font-semibold">{content.resultHeading}</h2>
        {content.result}
      </section>
      {steps.length ? (
        // The working in two columns, each step whole: a long working still fits the page.
        <WorkedSteps
          steps={steps}
          title={content.stepsTitle}
          open
          className="mt-3 text-xs [&_ol]:block [&_ol]:columns-2 [&_ol]:gap-6 [&_li]:mb-2 [&_li]:break-inside-avoid [&_summary]:py-1 [&_summary]:font-semibold [&_summary]:text-base"
        />
      ) : null}
      <p className="mt-3 break-all text-xs">
        {content.linkLead} {content.link}
      </p>
      <p className="mt-2 text-xs">{content.disclaimer}</p>
    </div>,
    document.body,
  )
}

/** The printing of a result, from its button or from the browser's own Print. */
export interface Printing {
  /** The inputs read for the sheet; none while nothing is printed. */
  readonly inputs: readonly PrintedInput[] | undefined
  /** True for the moment the inputs are read: a form the result replaced is drawn, hidden. */
  readonly reading: boolean
  /** "Save or print": draws the sheet and opens the browser's print. */
  readonly print: () => void
}

/**
 * Prints a result: when asked (`print`) or when the browser is about to print (Ctrl+P, the menu),
 * the form is read (`read`, once it is drawn: `reading`) and the sheet drawn, before the browser
 * takes its picture of the page; after the print it goes. `enabled`: a result is shown.
 */
export function usePrinting(
  form: RefObject<HTMLFormElement | null>,
  read: (form: HTMLFormElement | null) => readonly PrintedInput[],
  enabled: boolean,
): Printing {
  const [inputs, setInputs] = useState<readonly PrintedInput[]>()
  const [reading, setReading] = useState(false)
  const latestRead = useRef(read)
  latestRead.current = read
  // Drawn for this print already (the button draws it, then the browser says it will print).
  const drawn = useRef(false)

  const draw = useCallback(() => {
    if (drawn.current) return
    drawn.current = true
    flushSync(() => setReading(true))
    const read = latestRead.current(form.current)
    flushSync(() => {
      setReading(false)
      setInputs(read)
    })
  }, [form])

  useEffect(() => {
    if (!enabled) return
    const done = () => {
      drawn.current = false
      setInputs(undefined)
    }
    window.addEventListener('beforeprint', draw)
    window.addEventListener('afterprint', done)
    return () => {
      window.removeEventListener('beforeprint', draw)
      window.removeEventListener('afterprint', done)
    }
  }, [enabled, draw])

  return {
    inputs: enabled ? inputs : undefined,
    reading,
    print: () => {
      drawn.current = false
      draw()
      window.print()
    },
  }
}
