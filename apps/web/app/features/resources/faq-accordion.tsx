import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@nirman/ui'
import type { Faq, FaqNamingPhone } from '../../content/faqs'
import { useCompany } from '../../i18n/company'

export interface FaqAccordionProps {
  /** An answer naming the phone is given the owner's first number (or none). */
  faqs: readonly (Faq | FaqNamingPhone)[]
  /** The level of each question's heading: one below the section's title. */
  headingLevel?: 3 | 4
  /** `single`: opening a question closes the open one; `multiple` (default): several stay open. */
  type?: 'single' | 'multiple'
  className?: string
}

/**
 * Questions that open to their answers, on `<details>` (the design system's Accordion): they open
 * before the page's code arrives or without it, and the answers are in the prerendered HTML for
 * search engines.
 */
export function FaqAccordion({
  faqs,
  headingLevel = 3,
  type = 'multiple',
  className = 'rounded-xl border-x bg-card px-5',
}: FaqAccordionProps) {
  const [phone] = useCompany().phones
  return (
    <Accordion type={type} className={className}>
      {faqs.map((faq) => (
        <AccordionItem key={faq.question}>
          <AccordionTrigger headingLevel={headingLevel}>{faq.question}</AccordionTrigger>
          <AccordionContent className="text-base leading-relaxed">
            {typeof faq.answer === 'string' ? faq.answer : faq.answer(phone?.display)}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
