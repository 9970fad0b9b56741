/** A JSON answer of the fake API, as apps/api sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** A 400 as the API's error handler words it: the first message, and every issue by dotted path. */
export function refused(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}) {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }))
  return json(400, { message: issues[0]?.message ?? 'Invalid request', issues })
}
