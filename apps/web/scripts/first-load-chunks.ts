import type { Plugin, Rolldown } from 'vite'

const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/
const firstLoadEntries = /[\\/]app[\\/](root\.tsx|routes[\\/]home\.tsx)$/
const hindiFirstLoad =
  /[\\/]app[\\/](content[\\/]hi[\\/](company|home|navigation|page-error)\.ts|i18n[\\/]hindi-first-load\.ts)$/
const routeModule = /[\\/]app[\\/](root\.tsx|routes[\\/])/
// Modules that only re-export others: the design system's index files and lucide-react's.
const barrel =
  /([\\/]packages[\\/]ui[\\/]src[\\/](.+[\\/])?index\.ts|lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs)$/
const lucideIcon = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/

type ModuleInfo = Pick<Rolldown.ModuleInfo, 'code' | 'exports' | 'importedIds'>

/**
 * Every route module is an entry of the client build, so by default the modules the pages share
 * end up in many small chunks (42 files for `/`), each compressed on its own: some 8 KB of gzip
 * lost. The first load gets two files instead: the framework (React, React DOM, React Router) and
 * `site`, the modules the root and the home page's route modules import statically, which every
 * page needs at once anyway or the home page draws first. Whatever is imported with `import()` (the
 * forms, the popup, the toasts, the calculators, the home page's later sections) keeps chunks of its
 * own, and other pages' modules too.
 */
export function firstLoadChunks(): Plugin {
  // Filled once the client build knows its module graph, read when its chunks are made.
  let site = new Set<string>()
  return {
    name: 'nirman:first-load-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    outputOptions(output) {
      return {
        ...output,
        codeSplitting: {
          groups: [
            { name: 'framework', test: framework, priority: 2 },
            // A Hindi page's first-load texts (app/i18n/hindi-first-load.ts) in one file.
            { name: 'hindi-first-load', test: hindiFirstLoad, priority: 2 },
            { name: (id: string) => (site.has(id) ? 'site' : null), priority: 1 },
          ],
        },
      }
    },
    buildEnd() {
      const info = (id: string): ModuleInfo | null => this.getModuleInfo(id)
      const entries = [...this.getModuleIds()].filter((id) => firstLoadEntries.test(id))
      site = new Set(
        [...staticallyReached(entries, info)].filter(
          (id) => !routeModule.test(id) && !framework.test(id) && !barrel.test(id),
        ),
      )
    },
  }
}

/**
 * The modules reached from `entries` through static imports. Through an index file that only
 * re-exports (`@nirman/ui`, `lucide-react`), only the modules of the names imported are followed:
 * the others are left to tree-shaking and must not join the first load.
 */
export function staticallyReached(
  entries: string[],
  info: (id: string) => ModuleInfo | null,
): Set<string> {
  const found = new Set<string>()
  const queue = [...entries]
  while (queue.length > 0) {
    const id = queue.pop() as string
    if (found.has(id)) continue
    found.add(id)
    const module = info(id)
    // An index file's modules were chosen by name where it was imported.
    if (!module || barrel.test(id)) continue
    const names = importedNames(module.code ?? '')
    for (const imported of module.importedIds) {
      if (barrel.test(imported)) queue.push(...throughBarrel(imported, names, info))
      else queue.push(imported)
    }
  }
  return found
}

/** The modules behind `names` in an index file that re-exports them. */
function throughBarrel(
  id: string,
  names: Set<string>,
  info: (id: string) => ModuleInfo | null,
): string[] {
  const reached = [id]
  for (const exporter of info(id)?.importedIds ?? []) {
    const icon = lucideIcon.exec(exporter)?.[1]
    if (icon) {
      if (names.has(pascalCase(icon))) reached.push(exporter)
    } else if (barrel.test(exporter)) {
      reached.push(...throughBarrel(exporter, names, info))
    } else if (info(exporter)?.exports.some((name) => names.has(name))) {
      reached.push(exporter)
    }
  }
  return reached
}

/** The names a module imports with `import { a, b as c } from '...'`. */
function importedNames(code: string): Set<string> {
  const names = new Set<string>()
  for (const [, list] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["'][^"']+["']/g)) {
    for (const part of (list ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
      if (name) names.add(name)
    }
  }
  return names
}

/** `arrow-right` to `ArrowRight`, `building-2` to `Building2`: lucide's file and export names. */
function pascalCase(kebab: string): string {
  return kebab
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
}
