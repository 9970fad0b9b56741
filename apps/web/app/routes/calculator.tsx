import { useMemo } from 'react'
import { useNavigate, useParams } from 'react-router'
import {
  calculatorCopy as calculatorCopyEnglish,
  calculatorText as calculatorTextEnglish,
} from '../content/calculators'
import {
  calculatorCopy as calculatorCopyHindi,
  calculatorText as calculatorTextHindi,
} from '../content/hi/calculators'
import { paths } from '../content/site-map'
import { isCalculatorSlug } from '../features/calculators/calculator-modal'
import { CalculatorView } from '../features/calculators/calculator-view'
import { useFrameCopy } from '../features/chrome/use-frame-copy'
import { langOf, pathIn } from '../i18n/lang'
import { Link } from '../i18n/link'
import { textIn, usePageText } from '../i18n/page-text'
import { useLang } from '../i18n/use-lang'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/calculator'
import NotFoundPage, { meta as notFoundMeta } from './not-found'

// Content in the language of the page being shown (app/i18n/page-text.ts).
export const meta = ({ params, location }: Pick<Route.MetaArgs, 'params' | 'location'>) => {
  const slug = params.calculator
  // The API answers an unknown address with the prerendered not-found page: the same head, or
  // React finds the document it hydrates different from the one it renders (error #418).
  if (!isCalculatorSlug(slug)) return notFoundMeta({ location })
  const lang = langOf(location.pathname)
  const copy = textIn(lang, calculatorCopyEnglish, calculatorCopyHindi)[slug]
  return pageMeta({
    title: copy.title,
    description: copy.metaDescription,
    path: paths.calculator(slug),
    lang,
  })
}

/** /resources/<calculator>: one calculator as a page of its own, its inputs in the URL. */
export default function CalculatorPage() {
  const { calculator } = useParams()
  const navigate = useNavigate()
  const lang = useLang()
  const frame = useFrameCopy()
  const calculatorCopy = usePageText(calculatorCopyEnglish, calculatorCopyHindi)
  const calculatorText = usePageText(calculatorTextEnglish, calculatorTextHindi)
  const host = useMemo(
    () => ({ kind: 'page' as const, close: () => navigate(pathIn(lang, '/resources')) }),
    [navigate, lang],
  )
  if (!isCalculatorSlug(calculator)) return <NotFoundPage />
  const copy = calculatorCopy[calculator]

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <nav aria-label={frame.breadcrumb} className="mb-4 text-muted-foreground text-sm">
        <Link to="/" className="hover:underline">
          {frame.home}
        </Link>{' '}
        /{' '}
        <Link to="/resources" className="hover:underline">
          {frame.resources}
        </Link>{' '}
        / <span aria-current="page">{copy.title}</span>
      </nav>
      <h1 className="font-bold text-3xl text-primary">{copy.title}</h1>
      <p className="mt-2 text-lg">{copy.description}</p>
      <p className="mt-1 text-muted-foreground text-sm">
        {calculatorText.pageIntro} {calculatorText.shareHint}
      </p>
      <div className="mt-8">
        <CalculatorView slug={calculator} host={host} />
      </div>
    </div>
  )
}
