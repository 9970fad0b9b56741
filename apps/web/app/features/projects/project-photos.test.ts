import { describe, expect, it } from 'vitest'
import { groupProjectPhotos, pairBeforeAfter } from './project-photos'
import { aPhoto } from './test-utils'

const captions = (photos: readonly { caption: string }[]) => photos.map((photo) => photo.caption)

/** A pair as "before caption | after caption", a missing side as "-". */
const pairCaptions = (pairs: ReturnType<typeof pairBeforeAfter>) =>
  pairs.map((pair) => `${pair.before?.caption ?? '-'} | ${pair.after?.caption ?? '-'}`)

describe('pairBeforeAfter', () => {
  it('pairs the n-th before with the n-th after, whatever lies between them', () => {
    const photos = [
      aPhoto('Old kitchen', { role: 'before' }),
      aPhoto('Old stairs', { role: 'before' }),
      aPhoto('Living room'),
      aPhoto('New kitchen', { role: 'after' }),
      aPhoto('Ground floor plan', { role: 'floor_plan' }),
      aPhoto('New stairs', { role: 'after' }),
    ]
    expect(pairCaptions(pairBeforeAfter(photos))).toEqual([
      'Old kitchen | New kitchen',
      'Old stairs | New stairs',
    ])
  })

  it('keeps a before or an after without a partner, on its own side', () => {
    // Three befores, one after: the 2nd and 3rd befores stand alone.
    const moreBefores = [
      aPhoto('Cracked wall', { role: 'before' }),
      aPhoto('Mended wall', { role: 'after' }),
      aPhoto('Leaking roof', { role: 'before' }),
      aPhoto('Bare plot', { role: 'before' }),
    ]
    expect(pairCaptions(pairBeforeAfter(moreBefores))).toEqual([
      'Cracked wall | Mended wall',
      'Leaking roof | -',
      'Bare plot | -',
    ])
    const afterOnly = [aPhoto('Finished facade', { role: 'after' })]
    expect(pairCaptions(pairBeforeAfter(afterOnly))).toEqual(['- | Finished facade'])
  })

  it('has no pairs for a project without before or after photos', () => {
    expect(pairBeforeAfter([aPhoto('Front'), aPhoto('Plan', { role: 'floor_plan' })])).toEqual([])
  })
})

describe('groupProjectPhotos', () => {
  it('puts each photo in its group, in the order of the project', () => {
    const groups = groupProjectPhotos([
      aPhoto('Front'),
      aPhoto('First floor plan', { role: 'floor_plan' }),
      aPhoto('Old front', { role: 'before' }),
      aPhoto('Kitchen'),
      aPhoto('New front', { role: 'after' }),
      aPhoto('Ground floor plan', { role: 'floor_plan' }),
    ])
    expect(captions(groups.gallery)).toEqual(['Front', 'Kitchen'])
    expect(pairCaptions(groups.beforeAfter)).toEqual(['Old front | New front'])
    expect(captions(groups.floorPlans)).toEqual(['First floor plan', 'Ground floor plan'])
  })
})
