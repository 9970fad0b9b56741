// What every page shows when it fails or waits: a page whose code could not be downloaded (offline,
// or a new deployment replaced it), and the loading label. Apart from not-found.ts, which only the
// not-found pages fetch: this one is part of every first load.
export const errorCopy = {
  title: 'This page could not be loaded',
  // One sentence without the owner's phone: every first load carries it (e2e/budget.spec.ts).
  text: 'Please check your connection and reload the page. If it keeps happening, please try again a little later.',
  loading: 'Loading...',
} as const
