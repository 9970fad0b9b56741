/**
 * A part of a saved version of the settings, read-only: each [label, text] as a row of a
 * definition list, or `empty` when there is none. `wide`: the longer labels of the quotation and
 * sales-desk parts, whose texts keep their line breaks (one tax line or rule a line).
 */
export function DetailList({
  rows,
  empty,
  wide = false,
}: {
  rows: readonly [string, string][]
  empty: string
  wide?: boolean
}) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>
  return (
    <dl className="divide-y divide-border">
      {rows.map(([name, value]) => (
        <div
          key={name}
          className={`grid gap-1 py-2 sm:gap-4 ${wide ? 'sm:grid-cols-[16rem_minmax(0,1fr)]' : 'sm:grid-cols-[11rem_minmax(0,1fr)]'}`}
        >
          <dt className="text-sm font-medium text-muted-foreground">{name}</dt>
          <dd className={wide ? 'min-w-0 break-words whitespace-pre-line' : 'min-w-0 break-words'}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
