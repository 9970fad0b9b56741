/** The "Get a Quick Quote" popup (website.md sections 2 and 4). Being built: renders nothing yet. */
export function QuotePopup() {
  return null
}
