import {
  Modal,
  ModalBody,
  ModalContent,
  ModalDescription,
  ModalHeader,
  ModalTitle,
} from '@nirman/ui'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  calculatorCopy as calculatorCopyEnglish,
  calculatorText as calculatorTextEnglish,
} from '../../content/calculators'
import {
  calculatorCopy as calculatorCopyHindi,
  calculatorText as calculatorTextHindi,
} from '../../content/hi/calculators'
import { type CalculatorSlug, calculatorSlugs, paths } from '../../content/site-map'
import { Link } from '../../i18n/link'
import { usePageText } from '../../i18n/page-text'
import { CalculatorView } from './calculator-view'

export function isCalculatorSlug(value: string | null | undefined): value is CalculatorSlug {
  return calculatorSlugs.some((slug) => slug === value)
}

/** The address that opens a calculator's modal over the current page. */
export function calculatorModalSearch(slug: CalculatorSlug): string {
  return `?calculator=${slug}`
}

/**
 * The calculator modal of a page: open while the URL has `?calculator=<slug>` (so the open
 * calculator and its inputs survive a reload and can be shared). Closing removes the calculator
 * and its inputs from the URL, which also clears the result.
 */
export function CalculatorModal() {
  const calculatorCopy = usePageText(calculatorCopyEnglish, calculatorCopyHindi)
  const calculatorText = usePageText(calculatorTextEnglish, calculatorTextHindi)
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('calculator')
  const slug = isCalculatorSlug(requested) ? requested : undefined

  const close = useCallback(
    () => setSearchParams(new URLSearchParams(), { preventScrollReset: true }),
    [setSearchParams],
  )
  const host = useMemo(() => ({ kind: 'modal' as const, close }), [close])
  const fullPage = useMemo(() => {
    if (!slug) return ''
    const inputs = new URLSearchParams(searchParams)
    inputs.delete('calculator')
    const query = inputs.toString()
    return `${paths.calculator(slug)}${query ? `?${query}` : ''}`
  }, [slug, searchParams])

  return (
    <Modal open={slug !== undefined} onOpenChange={(open) => (open ? undefined : close())}>
      {slug ? (
        <ModalContent size="xl">
          <ModalHeader>
            <ModalTitle>{calculatorCopy[slug].title}</ModalTitle>
            <ModalDescription>
              {calculatorCopy[slug].description}{' '}
              <Link to={fullPage} className="font-semibold text-primary underline">
                {calculatorText.openFullPage}
              </Link>
            </ModalDescription>
          </ModalHeader>
          <ModalBody>
            <CalculatorView slug={slug} host={host} />
          </ModalBody>
        </ModalContent>
      ) : null}
    </Modal>
  )
}
