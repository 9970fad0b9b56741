import * as AccordionPrimitive from '@radix-ui/react-accordion'
import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export type AccordionProps = ComponentProps<typeof AccordionPrimitive.Root>

/**
 * Questions that open to show their answers, for FAQs. `type="single" collapsible` keeps one
 * answer open at a time; `type="multiple"` lets several stay open.
 *
 * @example
 * <Accordion type="single" collapsible>
 *   <AccordionItem value="timeline">
 *     <AccordionTrigger>How long does a residential project take?</AccordionTrigger>
 *     <AccordionContent>Typically 6-12 months.</AccordionContent>
 *   </AccordionItem>
 * </Accordion>
 */
export function Accordion({ className, ...props }: AccordionProps) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      className={cn('divide-y divide-border border-y border-border', className)}
      {...props}
    />
  )
}

export type AccordionItemProps = ComponentProps<typeof AccordionPrimitive.Item>

/**
 * One question and its answer; `value` identifies it.
 *
 * @example
 * <AccordionItem value="timeline">...</AccordionItem>
 */
export function AccordionItem(props: AccordionItemProps) {
  return <AccordionPrimitive.Item data-slot="accordion-item" {...props} />
}

export type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** Heading element around the button (default 3): keep the page's heading outline intact. */
  headingLevel?: 2 | 3 | 4 | 5 | 6
}

/**
 * The question: a button inside a heading, with a chevron that turns when the answer is open.
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
    <AccordionPrimitive.Header asChild>
      <Heading data-slot="accordion-header" className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'flex min-h-11 flex-1 cursor-pointer items-center justify-between gap-4 py-3 text-left text-base font-semibold text-foreground transition-colors hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 [&[data-state=open]>svg]:rotate-180',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden
            className="size-5 shrink-0 text-muted-foreground transition-transform duration-200"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  )
}

export type AccordionContentProps = ComponentProps<typeof AccordionPrimitive.Content>

/**
 * The answer, hidden until its question is opened.
 *
 * @example
 * <AccordionContent>Typically 6-12 months, depending on size and approvals.</AccordionContent>
 */
export function AccordionContent({ className, children, ...props }: AccordionContentProps) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden text-sm text-muted-foreground"
      {...props}
    >
      <div className={cn('pb-4', className)}>{children}</div>
    </AccordionPrimitive.Content>
  )
}
