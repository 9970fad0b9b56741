import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast'
import { TOAST_DURATION } from './toast-store'
import { useToast } from './use-toast'

/** The words screen readers hear around the toasts, for a page in another language. */
export interface ToasterLabels {
  /** The landmark of the toasts; `{hotkey}` becomes the key that reaches it (F8). */
  region: string
  /** Said before each toast's text as it is announced. */
  toast: string
  /** The name of each toast's close button. */
  close: string
}

const englishLabels: ToasterLabels = {
  region: 'Notifications ({hotkey})',
  toast: 'Notification',
  close: 'Close',
}

export interface ToasterProps {
  /** How long (ms) each toast stays on screen unless it sets its own `duration`. */
  duration?: number
  /** What screen readers hear, in English unless given. */
  labels?: ToasterLabels
}

/**
 * Shows the toasts raised with `toast()`. Render it once, near the root of each app.
 *
 * @example
 * <Toaster />
 * <Toaster labels={{ region: 'सूचनाएँ ({hotkey})', toast: 'सूचना', close: 'बंद करें' }} />
 */
export function Toaster({ duration = TOAST_DURATION, labels = englishLabels }: ToasterProps) {
  const { toasts, dismiss } = useToast()
  return (
    <ToastProvider duration={duration} label={labels.toast}>
      {toasts.map((item) => (
        <Toast
          key={item.id}
          variant={item.variant}
          duration={item.duration}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id)
          }}
        >
          <div className="grid flex-1 gap-1 py-1">
            {item.title ? <ToastTitle>{item.title}</ToastTitle> : null}
            {/* Radix announces the toast's text nodes joined as they are: without these spaces a
                screen reader would hear "Message Sent!We will get back to you soon." */}{' '}
            {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
          </div>{' '}
          {item.action ? (
            <ToastAction altText={item.action.altText} onClick={item.action.onClick}>
              {item.action.label}
            </ToastAction>
          ) : null}
          <ToastClose label={labels.close} />
        </Toast>
      ))}
      <ToastViewport label={labels.region} />
    </ToastProvider>
  )
}
