import { ChevronDown } from 'lucide-react'
import { type ComponentProps, createContext, use, useId } from 'react'
import { cn } from '../lib/cn'

/** The `name` the items of a one-at-a-time accordion share; undefined lets several stay open. */
const AccordionNameContext = createContext<string | undefined>(undefined)

export type AccordionProps = ComponentProps<'div'> & {
  /**
   * `single` (the default) keeps one answer open at a time: opening a question closes the one
   * that was open. `multiple` lets several stay open.
   */
  type?: 'single' | 'multiple'
}

/**
 * Questions that open to show their answers, for FAQs. Built on `<details>` and `<summary>`, so
 * the questions open and close before the page's JavaScript has arrived (or without it), the
 * answers are in the HTML for search engines, and the browser gives each question its
 * expanded/collapsed state for screen readers. `type="single"` gives the items one shared `name`:
 * the browser itself closes the open one when another opens.
 *
 * @example
 * <Accordion type="single">
 *   <AccordionItem>
 *     <AccordionTrigger>How long does a residential project take?</AccordionTrigger>
 *     <AccordionContent>Typically 6-12 months.</AccordionContent>
 *   </AccordionItem>
 * </Accordion>
 */
export function Accordion({ className, type = 'single', ...props }: AccordionProps) {
  const name = useId()
  return (
    <AccordionNameContext value={type === 'single' ? name : undefined}>
      <div
        data-slot="accordion"
        className={cn('divide-y divide-border border-y border-border', className)}
        {...props}
      />
    </AccordionNameContext>
  )
}

export type AccordionItemProps = ComponentProps<'details'>

/**
 * One question and its answer. `open` starts it open; the browser opens and closes it from then
 * on (listen to `onToggle` to follow it).
 *
 * @example
 * <AccordionItem open>...</AccordionItem>
 */
export function AccordionItem({ className, ...props }: AccordionItemProps) {
  const name = use(AccordionNameContext)
  return (
    <details
      data-slot="accordion-item"
      name={name}
      className={cn('group/accordion-item', className)}
      {...props}
    />
  )
}

export type AccordionTriggerProps = ComponentProps<'summary'> & {
  /** Heading element around the question (default 3): keep the page's heading outline intact. */
  headingLevel?: 2 | 3 | 4 | 5 | 6
}

/**
 * The question: a `<summary>` holding the question as a heading, with a chevron that turns while
 * the answer is open. Enter and Space open and close it, as a click does.
 *
 * @example
 * <AccordionTrigger>How long does a commercial project take?</AccordionTrigger>
 */
export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <summary
      data-slot="accordion-trigger"
      className={cn(
        // No browser triangle (list-none for Firefox, the marker pseudo-element for Safari).
        'flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-3 text-left text-foreground transition-colors hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden',
        className,
      )}
      {...props}
    >
      <Heading data-slot="accordion-header" className="font-semibold text-base">
        {children}
      </Heading>
      <ChevronDown
        aria-hidden
        className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open/accordion-item:rotate-180"
      />
    </summary>
  )
}

export type AccordionContentProps = ComponentProps<'div'>

/**
 * The answer, shown while its question is open (it stays in the page while closed).
 *
 * @example
 * <AccordionContent>Typically 6-12 months, depending on size and approvals.</AccordionContent>
 */
export function AccordionContent({ className, ...props }: AccordionContentProps) {
  return (
    <div
      data-slot="accordion-content"
      className={cn('pb-4 text-muted-foreground text-sm', className)}
      {...props}
    />
  )
}
