import { useSyncExternalStore } from 'react'
import { type ToastItem, toast, toastStore } from './toast-store'

export interface UseToastResult {
  /** The toasts in the store: at most one, possibly dismissed and waiting to be removed. */
  toasts: ToastItem[]
  toast: typeof toast
  /** Dismisses the toast with this id, or every toast without one. */
  dismiss: (id?: string) => void
}

/**
 * Reads the shared toast store and re-renders when it changes. Showing a toast does not need the
 * hook: `toast()` can be called from anywhere.
 *
 * @example
 * const { toast } = useToast()
 * toast({ title: 'Login successful', description: 'You have been logged in successfully.' })
 */
export function useToast(): UseToastResult {
  const { toasts } = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getState,
    toastStore.getState,
  )
  return { toasts, toast, dismiss: toastStore.dismiss }
}
