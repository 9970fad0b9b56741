import { createHash } from 'node:crypto'

// An inline <script> without src whose type runs as JavaScript (no type, module or a JS MIME type);
// JSON-LD and other data blocks are not executed and need no hash.
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const executableType = /\btype\s*=\s*["']?(?!module\b|text\/javascript\b)[^"'\s>]+/i

/** The CSP source of each inline script of an HTML page: `'sha256-…'`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes) || executableType.test(attributes)) continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

/** `policy` with the hashes added to its script-src directive (or a script-src added). */
export function allowScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy
  const directives = policy.split(';').map((directive) => directive.trim())
  const index = directives.findIndex((directive) => directive.startsWith('script-src '))
  if (index === -1) return [...directives, `script-src 'self' ${hashes.join(' ')}`].join(';')
  directives[index] = `${directives[index]} ${hashes.join(' ')}`
  return directives.join(';')
}
