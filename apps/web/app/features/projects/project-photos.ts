import type { ProjectPhoto } from '@nirman/contract'

/** A "before" photo beside its "after" one; a side is missing when the other has no partner. */
export type BeforeAfterPair =
  | { before: ProjectPhoto; after: ProjectPhoto }
  | { before: ProjectPhoto; after: undefined }
  | { before: undefined; after: ProjectPhoto }

/** A project's photos in the groups its page shows them in. */
export interface ProjectPhotoGroups {
  gallery: ProjectPhoto[]
  beforeAfter: BeforeAfterPair[]
  floorPlans: ProjectPhoto[]
}

/**
 * Pairs the "before" photos with the "after" ones by their order among the project's photos (the
 * contract's rule: the n-th before goes with the n-th after). A before or after left over, when one
 * side has more, stands in a pair of its own.
 * @example pairBeforeAfter([before1, after1, before2]) // [{ before1, after1 }, { before2 }]
 */
export function pairBeforeAfter(photos: readonly ProjectPhoto[]): BeforeAfterPair[] {
  const befores = photos.filter((photo) => photo.role === 'before')
  const afters = photos.filter((photo) => photo.role === 'after')
  const pairs: BeforeAfterPair[] = []
  for (let index = 0; index < Math.max(befores.length, afters.length); index++) {
    const before = befores[index]
    const after = afters[index]
    if (before && after) pairs.push({ before, after })
    else if (before) pairs.push({ before, after: undefined })
    else if (after) pairs.push({ before: undefined, after })
  }
  return pairs
}

/** The gallery, the before/after pairs and the floor plans of a project, each in the API's order. */
export function groupProjectPhotos(photos: readonly ProjectPhoto[]): ProjectPhotoGroups {
  return {
    gallery: photos.filter((photo) => photo.role === 'gallery'),
    beforeAfter: pairBeforeAfter(photos),
    floorPlans: photos.filter((photo) => photo.role === 'floor_plan'),
  }
}
