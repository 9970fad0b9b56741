// The shape of a Hindi mirror of an English content module: the same keys, holding only the words a
// visitor reads. Addresses, ids, icons, image files, enum values, numbers and dates stay in the
// English module; the Hindi one is laid over it (same keys, same array positions; see lay-over.ts)
// when the page is rendered in Hindi. Because the mirror's type is derived from the English module's,
// a new English text without its Hindi counterpart does not compile.

/**
 * Keys whose strings are never shown as words: link targets, ids, icons, image files, enum values
 * (`type`, `segment`), dates and calculator slugs. The same list decides what the
 * type requires and what the unit test checks.
 */
export const nonTextKeys = [
  'id',
  'to',
  'href',
  'allTo',
  'linkTo',
  'allToolsTo',
  'allArticlesTo',
  'icon',
  'imageUrl',
  'src',
  'slug',
  'type',
  'value',
  'date',
  'segment',
  'relatedCalculators',
] as const

export type NonTextKey = (typeof nonTextKeys)[number]

/**
 * The texts of `T`: every string becomes `string` (a literal such as `'Integrity'` too), a function
 * returning a string keeps its parameters, arrays and tuples keep their length, objects keep the
 * keys that hold text. Keys in `NonTextKey`, and in `Skip` for a module with keys of its own that
 * are not text, are left out, as are numbers and booleans.
 */
export type TextOf<T, Skip extends PropertyKey = never> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: TextOf<T[K], Skip> }
      : T extends object
        ? {
            readonly [K in keyof T as K extends NonTextKey | Skip
              ? never
              : [TextOf<T[K], Skip>] extends [never]
                ? never
                : K]: TextOf<T[K], Skip>
          }
        : never
