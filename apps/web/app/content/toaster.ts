// What screen readers hear around the site's toasts (the design system's Toaster speaks English
// unless told): the toasts' landmark ("{hotkey}" is F8, the key that reaches it), the word said
// before each toast, and the name of its close button.
export const toasterLabels = {
  region: 'Notifications ({hotkey})',
  toast: 'Notification',
  close: 'Close',
} as const
