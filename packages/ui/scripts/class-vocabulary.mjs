// The Tailwind classes the workspace writes: every token of a string in the sources of the design
// system and both apps that tailwind-merge's full configuration knows as a class. Shared by
// generate-merge-config.mjs (which writes src/lib/merge-config.ts) and src/lib/cn.test.ts.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { twMerge } from 'tailwind-merge'

const workspace = new URL('../../../', import.meta.url).pathname
export const sourceFolders = ['packages/ui/src', 'apps/web/app', 'apps/admin/src']

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.(tsx?|mdx)$/.test(entry.name) && !entry.name.endsWith('merge-config.ts') ? [path] : []
  })
}

/** Every class (with its variants, `hover:bg-muted`) written in the workspace's sources. */
export function classVocabulary() {
  const tokens = new Set()
  for (const folder of sourceFolders) {
    for (const file of sourceFiles(join(workspace, folder))) {
      const text = readFileSync(file, 'utf8')
      for (const [, , body] of text.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
        for (const token of body.split(/\s+/)) {
          const clean = token.replace(/^[^\w!-[]+|[^\w\])%]+$/g, '')
          // A class tailwind-merge knows is recognised: two copies merge into one.
          if (clean && twMerge(`${clean} ${clean}`) === clean) tokens.add(clean)
        }
      }
    }
  }
  return [...tokens].sort()
}
