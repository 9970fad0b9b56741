import { toast } from '@nirman/ui'
import { isUnauthorized } from '../../api/client'
import { refusalCopy } from '../../content'
import { type ExplainedRefusals, refusalOf } from './refusal'

/**
 * Toasts why a change made from a list (a move, a deletion, Publish) was refused, in the
 * server's words for the refusals it explains. Given `reload`, a stale change (409) is titled
 * as someone else's and the toast offers to reload. A 401 toasts nothing: the session is gone and
 * the route guard sends the visitor to the login page (see createQueryClient).
 */
export function toastRefusal(
  error: unknown,
  {
    title,
    fallback,
    explained,
    reload,
  }: {
    title: string
    /** The message of a fault the server did not explain. */
    fallback: string
    explained?: ExplainedRefusals
    reload?: { label: string; onReload: () => void }
  },
): void {
  if (isUnauthorized(error)) return
  const refusal = refusalOf(error, fallback, explained)
  const offerReload = refusal.kind === 'conflict' ? reload : undefined
  toast({
    title: offerReload ? refusalCopy.conflictTitle : title,
    description: refusal.message,
    variant: 'destructive',
    ...(offerReload
      ? {
          action: {
            label: offerReload.label,
            altText: offerReload.label,
            onClick: offerReload.onReload,
          },
        }
      : {}),
  })
}
