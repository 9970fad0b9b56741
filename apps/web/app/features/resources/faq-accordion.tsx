import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@nirman/ui'
import { useState } from 'react'
import type { Faq } from '../../content/faqs'

export interface FaqAccordionProps {
  faqs: readonly Faq[]
  /** The level of each question's heading: one below the section's title. */
  headingLevel?: 3 | 4
}

/**
 * Questions that open to their answers. The answers stay in the page while closed (`hidden`), so
 * the prerendered HTML holds them for search engines; Radix would unmount them, and with
 * `forceMount` alone it would show them all, hence the open questions are tracked here.
 */
export function FaqAccordion({ faqs, headingLevel = 3 }: FaqAccordionProps) {
  const [open, setOpen] = useState<string[]>([])
  return (
    <Accordion
      type="multiple"
      value={open}
      onValueChange={setOpen}
      className="rounded-xl border-x bg-card px-5"
    >
      {faqs.map((faq) => (
        <AccordionItem key={faq.question} value={faq.question}>
          <AccordionTrigger headingLevel={headingLevel}>{faq.question}</AccordionTrigger>
          <AccordionContent
            forceMount
            hidden={!open.includes(faq.question)}
            className="text-base leading-relaxed"
          >
            {faq.answer}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
