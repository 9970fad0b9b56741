import { toast } from '@nirman/ui'
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { refusalCopy } from '../../content'
import { toastRefusal } from '../forms/refusal-toast'

/** The items in the order of `ids`. */
export function inOrder<Item extends { id: number }>(
  items: readonly Item[],
  ids: readonly number[],
): Item[] {
  return ids
    .map((id) => items.find((item) => item.id === id))
    .filter((item): item is Item => item !== undefined)
}

/** `ids` with the one at `index` swapped with its neighbour above (-1) or below (+1). */
export function movedIds(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const next = [...ids]
  const other = index + step
  const moving = next[index]
  const neighbour = next[other]
  if (moving === undefined || neighbour === undefined) return next
  next[index] = neighbour
  next[other] = moving
  return next
}

/**
 * Moving items of a list up and down with buttons (a keyboard and a screen reader can, unlike
 * dragging). The list shows the new order at once; the server's order is fetched again after,
 * or straight away when the move was refused. The focus stays on the moved item's button.
 */
export function useOrder<Item extends { id: number }>({
  items,
  listKey,
  reorder,
  send,
  done,
  fallback,
}: {
  /** The items as shown. */
  items: readonly Item[]
  /** The query holding the list: cancelled while the move is sent, fetched again after. */
  listKey: QueryKey
  /** Shows the new order at once, in the query's data. */
  reorder: (ids: readonly number[]) => void
  send: (ids: number[]) => Promise<unknown>
  done: { title: string; description: string }
  /** The message of a refused move the server did not explain. */
  fallback: string
}) {
  const queryClient = useQueryClient()
  const [focusAfter, setFocusAfter] = useState<{
    id: number
    step: -1 | 1
    /** The order once the move is on screen. */
    ids: string
  } | null>(null)
  const shownIds = items.map((item) => item.id).join(',')
  const move = useMutation({
    mutationFn: ({ ids }: { ids: number[]; id: number; step: -1 | 1 }) => send(ids),
    onMutate: async ({ ids, id, step }) => {
      await queryClient.cancelQueries({ queryKey: listKey })
      reorder(ids)
      setFocusAfter({ id, step, ids: ids.join(',') })
    },
    onSuccess: () => toast(done),
    onError: (error) => {
      setFocusAfter(null)
      toastRefusal(error, { title: refusalCopy.failedTitle, fallback })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  })

  // A moved list item is taken out of the page and put back, which drops the focus: give it
  // back to the same button, or to the other one when the item reached an end of the list.
  useEffect(() => {
    // The query's new data reaches the list a moment after the move: wait for it.
    if (!focusAfter || focusAfter.ids !== shownIds) return
    const direction = focusAfter.step === -1 ? 'up' : 'down'
    const other = direction === 'up' ? 'down' : 'up'
    const find = (way: string) =>
      document.querySelector<HTMLButtonElement>(
        `[data-move="${way}"][data-item="${focusAfter.id}"]:not(:disabled)`,
      )
    ;(find(direction) ?? find(other))?.focus()
    setFocusAfter(null)
  }, [focusAfter, shownIds])

  return {
    /** Moves `items[index]` one place up (-1) or down (+1). */
    move: (index: number, step: -1 | 1) => {
      const item = items[index]
      // One move at a time, so that two orders sent together never race.
      if (!item || move.isPending) return
      move.mutate({
        ids: movedIds(
          items.map((one) => one.id),
          index,
          step,
        ),
        id: item.id,
        step,
      })
    },
    moving: move.isPending,
  }
}
