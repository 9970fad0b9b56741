import type { FullQuoteFormExtras, FullQuoteFormProps } from './full-quote-form'
import { FullQuoteFormView } from './full-quote-form-view'
import { onDemandForm } from './on-demand-form'

type OnDemandProps = Pick<FullQuoteFormProps, 'variant' | 'id' | 'initialMessage'>

/**
 * The full quote form of the home page and the contact page: shown at once, its code fetched when
 * the visitor touches it, or at once when it starts with an estimate in its message.
 */
export const FullQuoteFormOnDemand = onDemandForm<OnDemandProps, FullQuoteFormExtras>(
  () => import('./full-quote-form').then((module) => module.FullQuoteFormLogic),
  FullQuoteFormView,
  (props) => Boolean(props.initialMessage),
)
