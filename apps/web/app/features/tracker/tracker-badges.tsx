import type { ClientStage, ClientStageState, PaymentStatus } from '@nirman/contract'
import { Badge, type BadgeProps } from '@nirman/ui'
import { useTrackerFormat } from './tracker-format'
import { useTrackerText } from './tracker-texts'

/** A stage's name in the page's language (its Hindi name when staff wrote one). */
export function StageName({ stage }: { stage: Pick<ClientStage, 'name' | 'nameHi'> }) {
  const { text, lang } = useTrackerFormat().stageName(stage)
  return <span lang={lang}>{text}</span>
}

const stageStateVariants: Record<ClientStageState, BadgeProps['variant']> = {
  not_started: 'outline',
  in_progress: 'accent',
  done: 'success',
  delayed: 'destructive',
}

/** Where a stage stands, in words (the colour only repeats them). */
export function StageStateBadge({ state }: { state: ClientStageState }) {
  const copy = useTrackerText()
  return <Badge variant={stageStateVariants[state]}>{copy.stageStates[state]}</Badge>
}

const paymentStatusVariants: Record<PaymentStatus, BadgeProps['variant']> = {
  received: 'success',
  overdue: 'destructive',
  due: 'accent',
  upcoming: 'outline',
}

/** Where an instalment stands, in words: Received, Overdue, Due, Upcoming. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const copy = useTrackerText()
  return <Badge variant={paymentStatusVariants[status]}>{copy.payments.statuses[status]}</Badge>
}
