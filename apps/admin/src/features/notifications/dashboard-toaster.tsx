import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  useToast,
} from '@nirman/ui'
import { closeNewestDialog } from './dialog-escape'

/**
 * The dashboard's toasts: the `Toaster` of @nirman/ui (one at a time, 5000 ms, swipe right, F8),
 * drawn above dialogs (the viewport's z-index is above the overlay's) and leaving Escape to an
 * open dialog: Escape closes the dialog and the toast stays to be read.
 */
export function DashboardToaster() {
  const { toasts, dismiss } = useToast()
  return (
    <ToastProvider>
      {toasts.map((item) => (
        <Toast
          key={item.id}
          variant={item.variant}
          duration={item.duration}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id)
          }}
          onEscapeKeyDown={(event) => {
            // Radix gives Escape to the newest layer, this toast; a dialog opened before it
            // would otherwise need a second Escape.
            if (closeNewestDialog()) event.preventDefault()
          }}
        >
          <div className="grid flex-1 gap-1 py-1">
            {item.title ? <ToastTitle>{item.title}</ToastTitle> : null}{' '}
            {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
          </div>{' '}
          {item.action ? (
            <ToastAction altText={item.action.altText} onClick={item.action.onClick}>
              {item.action.label}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  )
}
