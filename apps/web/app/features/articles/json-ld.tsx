/**
 * A schema.org JSON-LD script for search engines (an Article, an FAQPage). `<` is escaped so that
 * no text of ours can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return (
    <script
      type="application/ld+json"
      // JSON-LD must be the raw JSON text; escaped above.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  )
}
