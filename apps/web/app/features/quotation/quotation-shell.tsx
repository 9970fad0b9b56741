import { Button, Spinner } from '@nirman/ui'
import { FileX, RotateCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { quotationShellCopy as hindi } from '../../content/hi/quotation'
import { quotationShellCopy as english } from '../../content/quotation'
import { htmlLang } from '../../i18n/lang'
import { clientQuotationMessages } from './client-quotation-words'

// What the quotation page says before its quotation is here, and when its link opens nothing or
// the API cannot be reached. The quotation's language is not known then: each text in English and
// in Hindi, each marked with its language. The prerendered page (the "shell" the API sends for
// every /q/<token>) is the first of these.

/** One text in both languages, one after the other. */
function Both({ text }: { text: (copy: Record<keyof typeof english, string>) => string }) {
  return (
    <>
      <span lang={htmlLang.en} className="block">
        {text(english)}
      </span>
      <span lang={htmlLang.hi} className="block">
        {text(hindi)}
      </span>
    </>
  )
}

function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center">
      {children}
    </div>
  )
}

/** While the quotation is on its way (the prerendered shell, then the same until it comes). */
export function QuotationOpening() {
  return (
    <ShellFrame>
      <h1 className="font-bold text-2xl">
        <Both text={(copy) => copy.title} />
      </h1>
      <div role="status" className="flex flex-col items-center gap-3 text-muted-foreground">
        <Spinner className="text-3xl text-primary" />
        <p>
          <Both text={(copy) => copy.opening} />
        </p>
      </div>
      <noscript>
        <p className="font-medium">
          <Both text={(copy) => copy.noScript} />
        </p>
      </noscript>
    </ShellFrame>
  )
}

/** A link that opens nothing: unknown, mistyped, or withdrawn by staff. */
export function QuotationNotFound() {
  return (
    <ShellFrame>
      <FileX aria-hidden="true" className="size-14 text-primary" />
      <h1 className="font-bold text-2xl">
        <Both text={(copy) => copy.notFoundTitle} />
      </h1>
      <p className="space-y-2 text-lg text-muted-foreground">
        <span lang={htmlLang.en} className="block">
          {clientQuotationMessages.en.notFound}
        </span>
        <span lang={htmlLang.hi} className="block">
          {clientQuotationMessages.hi.notFound}
        </span>
      </p>
    </ShellFrame>
  )
}

export interface QuotationNotReachedProps {
  onRetry: () => void
  retrying: boolean
}

/** The API did not answer: what went wrong, and a button that asks again. */
export function QuotationNotReached({ onRetry, retrying }: QuotationNotReachedProps) {
  return (
    <ShellFrame>
      <h1 className="font-bold text-2xl">
        <Both text={(copy) => copy.title} />
      </h1>
      <p role="alert" className="text-lg text-muted-foreground">
        <Both text={(copy) => copy.notReached} />
      </p>
      <Button
        onClick={onRetry}
        loading={retrying}
        loadingLabel={`${english.opening} / ${hindi.opening}`}
        className="h-auto min-h-11 whitespace-normal"
      >
        <RotateCw aria-hidden="true" />
        <span lang={htmlLang.en}>{english.tryAgain}</span> /{' '}
        <span lang={htmlLang.hi}>{hindi.tryAgain}</span>
      </Button>
    </ShellFrame>
  )
}
