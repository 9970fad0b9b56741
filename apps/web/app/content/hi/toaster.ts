// Hindi texts of ../toaster.ts (see text-of.ts for how a mirror is typed and laid over).
import type { toasterLabels as englishToasterLabels } from '../toaster'
import type { TextOf } from './text-of'

export const toasterLabels: TextOf<typeof englishToasterLabels> = {
  region: 'सूचनाएँ ({hotkey})',
  toast: 'सूचना',
  close: 'बंद करें',
}
