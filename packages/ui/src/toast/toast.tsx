import * as ToastPrimitive from '@radix-ui/react-toast'
import { cva, type VariantProps } from 'class-variance-authority'
import { X } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { TOAST_DURATION, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD } from './toast-store'

export type ToastProviderProps = ComponentProps<typeof ToastPrimitive.Provider>

/**
 * Holds the toasts and their viewport. Defaults follow the website specification: 5000 ms on
 * screen, swipe right past 50 px to dismiss. `<Toaster />` renders one for you.
 *
 * @example
 * <ToastProvider>
 *   <Toast><ToastTitle>Success!</ToastTitle><ToastClose /></Toast>
 *   <ToastViewport />
 * </ToastProvider>
 */
export function ToastProvider({
  duration = TOAST_DURATION,
  swipeDirection = 'right',
  swipeThreshold = TOAST_SWIPE_THRESHOLD,
  ...props
}: ToastProviderProps) {
  return (
    <ToastPrimitive.Provider
      duration={duration}
      swipeDirection={swipeDirection}
      swipeThreshold={swipeThreshold}
      {...props}
    />
  )
}

export type ToastViewportProps = ComponentProps<typeof ToastPrimitive.Viewport>

/**
 * Where toasts appear: top of the screen on phones, bottom right from 640 px. A landmark named
 * "Notifications (F8)"; F8 moves focus into it.
 *
 * @example
 * <ToastViewport />
 */
export function ToastViewport({
  className,
  hotkey = TOAST_HOTKEY,
  label = 'Notifications ({hotkey})',
  ...props
}: ToastViewportProps) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      hotkey={hotkey}
      label={label}
      className={cn(
        // Above dialogs (z-50): a failed send's toast must be seen, and touched, over the form.
        'fixed top-0 right-0 z-[60] pointer-events-auto flex max-h-dvh w-full flex-col gap-2 p-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring sm:top-auto sm:bottom-0 sm:max-w-md',
        className,
      )}
      {...props}
    />
  )
}

export const toastVariants = cva(
  // Follows the finger while swiped; slides back on a short swipe. Fades in on arrival.
  'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-2 shadow-lg transition-[opacity,translate] starting:translate-y-2 starting:opacity-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> &
  VariantProps<typeof toastVariants>

/**
 * One notification. Closes itself after the provider's duration (or its own `duration`), on
 * swipe, on Escape, or from a `ToastClose`. Usually rendered by `<Toaster />` from `toast()`.
 *
 * @example
 * <Toast variant="destructive">
 *   <div>
 *     <ToastTitle>Error</ToastTitle>
 *     <ToastDescription>Failed to send your message. Please try again.</ToastDescription>
 *   </div>
 *   <ToastClose />
 * </Toast>
 */
export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  )
}

export type ToastTitleProps = ComponentProps<typeof ToastPrimitive.Title>

/**
 * The toast's headline, e.g. "Message Sent!".
 *
 * @example
 * <ToastTitle>Message Sent!</ToastTitle>
 */
export function ToastTitle({ className, ...props }: ToastTitleProps) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn('text-sm font-semibold', className)}
      {...props}
    />
  )
}

export type ToastDescriptionProps = ComponentProps<typeof ToastPrimitive.Description>

/**
 * The toast's text under the title.
 *
 * @example
 * <ToastDescription>We will get back to you soon.</ToastDescription>
 */
export function ToastDescription({ className, ...props }: ToastDescriptionProps) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn(
        'text-sm text-muted-foreground group-data-[variant=destructive]:text-destructive-foreground',
        className,
      )}
      {...props}
    />
  )
}

export type ToastActionProps = ComponentProps<typeof ToastPrimitive.Action>

/**
 * A button that acts on the toast's subject and closes it. `altText` says how to do the same
 * without the toast, for screen reader users (the toast may close before they reach it).
 *
 * @example
 * <ToastAction altText="Export again from the dashboard toolbar" onClick={exportCsv}>Retry</ToastAction>
 */
export function ToastAction({ className, ...props }: ToastActionProps) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-11 shrink-0 cursor-pointer items-center justify-center self-center rounded-md border border-input bg-background px-3 text-sm font-semibold text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring group-data-[variant=destructive]:border-destructive-foreground group-data-[variant=destructive]:bg-destructive group-data-[variant=destructive]:text-destructive-foreground group-data-[variant=destructive]:hover:bg-destructive-hover group-data-[variant=destructive]:focus-visible:outline-destructive-foreground',
        className,
      )}
      {...props}
    />
  )
}

export type ToastCloseProps = ComponentProps<typeof ToastPrimitive.Close> & {
  /** Accessible name of the icon button. */
  label?: string
}

/**
 * The X button that dismisses the toast, named "Close" for screen readers.
 *
 * @example
 * <ToastClose />
 */
export function ToastClose({ className, label = 'Close', children, ...props }: ToastCloseProps) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={label}
      className={cn(
        'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring group-data-[variant=destructive]:text-destructive-foreground group-data-[variant=destructive]:hover:bg-destructive-hover group-data-[variant=destructive]:focus-visible:outline-destructive-foreground [&_svg]:size-4',
        className,
      )}
      {...props}
    >
      {children ?? <X aria-hidden />}
    </ToastPrimitive.Close>
  )
}
