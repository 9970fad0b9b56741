export {
  Toast,
  ToastAction,
  type ToastActionProps,
  ToastClose,
  type ToastCloseProps,
  ToastDescription,
  type ToastDescriptionProps,
  type ToastProps,
  ToastProvider,
  type ToastProviderProps,
  ToastTitle,
  type ToastTitleProps,
  ToastViewport,
  type ToastViewportProps,
  toastVariants,
} from './toast'
export {
  dismissToast,
  TOAST_DURATION,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  type ToastActionOptions,
  type ToastHandle,
  type ToastItem,
  type ToastOptions,
  type ToastVariant,
  toast,
} from './toast-store'
export { Toaster, type ToasterLabels, type ToasterProps } from './toaster'
export { type UseToastResult, useToast } from './use-toast'
