import { useMemo } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { calculatorCopy, calculatorText } from '../content/calculators'
import { paths } from '../content/site-map'
import { isCalculatorSlug } from '../features/calculators/calculator-modal'
import { CalculatorView } from '../features/calculators/calculator-view'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/calculator'
import NotFoundPage from './not-found'

export const meta = ({ params }: Pick<Route.MetaArgs, 'params'>) => {
  const slug = params.calculator
  if (!isCalculatorSlug(slug)) {
    return pageMeta({
      title: 'Page Not Found',
      description: 'This page does not exist.',
      path: '/404',
      noIndex: true,
    })
  }
  const copy = calculatorCopy[slug]
  return pageMeta({
    title: copy.title,
    description: copy.metaDescription,
    path: paths.calculator(slug),
  })
}

/** /resources/<calculator>: one calculator as a page of its own, its inputs in the URL. */
export default function CalculatorPage() {
  const { calculator } = useParams()
  const navigate = useNavigate()
  const host = useMemo(
    () => ({ kind: 'page' as const, close: () => navigate('/resources') }),
    [navigate],
  )
  if (!isCalculatorSlug(calculator)) return <NotFoundPage />
  const copy = calculatorCopy[calculator]

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="mb-4 text-muted-foreground text-sm">
        <Link to="/" className="hover:underline">
          Home
        </Link>{' '}
        /{' '}
        <Link to="/resources" className="hover:underline">
          Resources
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
