import { cn } from '@nirman/ui'
import { Link, useLocation } from 'react-router'
import { englishPath, langOf, pathIn } from '../../i18n/lang'

/**
 * The link to the same page in the other language (its query and #section kept): "हिन्दी" on an
 * English page, "English" on a Hindi one, each written in its own language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation()
  const lang = langOf(pathname)
  const other = lang === 'en' ? 'hi' : 'en'
  const to = `${pathIn(other, englishPath(pathname))}${search}${hash}`
  return (
    // A document load: the other language's page starts anew, with its own first-load texts
    // (entry.client.tsx); inside the app a page never changes language.
    <Link
      reloadDocument
      to={to}
      // The prerendered link knows no query or #section (they are the visitor's): the ones of the
      // address at the time of the click go with it.
      onClick={(event) => {
        event.preventDefault()
        const { search, hash } = window.location
        window.location.assign(`${pathIn(other, englishPath(pathname))}${search}${hash}`)
      }}
      lang={other === 'hi' ? 'hi-IN' : 'en-IN'}
      hrefLang={other}
      aria-label={other === 'hi' ? 'हिन्दी में पढ़ें' : 'Read in English'}
      data-language-switch=""
      className={cn(
        'inline-flex min-h-10 items-center rounded-md px-2 font-semibold text-primary text-sm underline-offset-4 hover:bg-secondary hover:underline',
        className,
      )}
    >
      {other === 'hi' ? 'हिन्दी' : 'English'}
    </Link>
  )
}
