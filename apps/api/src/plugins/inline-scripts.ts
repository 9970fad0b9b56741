import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

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

/**
 * The inline-script hashes of every HTML file of a build, by path relative to it
 * (`about/index.html`). The website's prerendered pages carry small inline scripts that start the
 * app; allowing exactly these keeps `script-src` free of 'unsafe-inline'.
 */
export function collectInlineScriptHashes(root: string): Map<string, string[]> {
  const pages = new Map<string, string[]>()
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.html')) {
        pages.set(
          relative(root, path).split(sep).join('/'),
          inlineScriptHashes(readFileSync(path, 'utf8')),
        )
      }
    }
  }
  walk(root)
  return pages
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
