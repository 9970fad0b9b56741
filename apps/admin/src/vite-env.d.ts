/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives when the dashboard is deployed on a host of its own; empty: same origin. */
  readonly VITE_API_BASE_URL?: string
  /** The public website, for "Return to Website"; empty: the same origin's `/`. */
  readonly VITE_WEBSITE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
