/**
 * A project's id from the address: a positive whole number, or undefined for anything else
 * ("abc", "0", "1.5"), which is then shown as not found without asking the API.
 */
export function parseProjectId(id: string | undefined): number | undefined {
  return id !== undefined && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined
}
