/** One failing field of a request body: `path` is the field name. */
export interface ApiIssue {
  path: string
  message: string
}

/** The body of every error answer of the API. `issues` comes with 400 validation errors. */
export interface ApiError {
  message: string
  issues?: ApiIssue[]
}
