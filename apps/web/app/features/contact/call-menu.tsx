import { Button, cn } from '@nirman/ui'
import { ChevronDown, Phone } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { contactPageCopy as contactPageCopyEnglish } from '../../content/contact'
import { contactPageCopy as contactPageCopyHindi } from '../../content/hi/contact'
import { useCompany } from '../../i18n/company'
import { usePageText } from '../../i18n/page-text'

/**
 * 'Call Us' that opens a small list of our numbers as tel: links (a disclosure). Escape or a click
 * elsewhere closes it; Escape returns the focus to the button. Nothing without the owner's numbers.
 */
export function CallMenu({ className }: { className?: string }) {
  // Texts in the language of the page being drawn (app/i18n/page-text.ts).
  const company = useCompany()
  const contactPageCopy = usePageText(contactPageCopyEnglish, contactPageCopyHindi)
  const [open, setOpen] = useState(false)
  const listId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { cta } = contactPageCopy

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', closeOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  const numbers = [
    ...company.phones.map((phone) => ({ ...phone, label: undefined })),
    ...(company.salesPhone ? [{ ...company.salesPhone, label: cta.salesLabel }] : []),
  ]
  if (!numbers.length) return null

  return (
    <div ref={rootRef} className={cn('relative inline-block', className)}>
      <Button
        ref={buttonRef}
        variant="accent"
        size="lg"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <Phone aria-hidden="true" />
        {cta.callLabel}
        <ChevronDown
          aria-hidden="true"
          className={cn('transition-transform', open && 'rotate-180')}
        />
      </Button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={cta.callMenuLabel}
        className="absolute top-full left-1/2 z-20 mt-2 w-64 -translate-x-1/2 rounded-lg border border-border bg-card p-2 text-left text-card-foreground shadow-lg"
      >
        {numbers.map((phone) => (
          <li key={phone.dial}>
            <a
              href={`tel:${phone.dial}`}
              onClick={() => setOpen(false)}
              className="flex min-h-11 items-center gap-3 rounded-md px-3 font-medium hover:bg-muted"
            >
              <Phone aria-hidden="true" className="size-4 text-primary" />
              <span>
                {phone.label ? `${phone.label}: ` : null}
                {phone.display}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
