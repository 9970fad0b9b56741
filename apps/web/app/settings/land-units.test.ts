import { afterEach, describe, expect, it, vi } from 'vitest'
import { landUnitSizesOf } from './land-units'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('landUnitSizesOf', () => {
  it("takes Patna's katha when the page has none", () => {
    // 1 katha = 1,361.25 sq ft; 1 dhur = 1,361.25 / 20 = 68.0625 sq ft; 1 bigha = 20 katha.
    expect(landUnitSizesOf(undefined)).toMatchObject({
      katha: 1361.25,
      dhur: 68.0625,
      bigha: 27_225,
    })
  })

  it("takes the company's katha, with dhur and bigha from it", () => {
    // 1,500 / 20 = 75 sq ft a dhur; 20 x 1,500 = 30,000 sq ft a bigha.
    expect(landUnitSizesOf(1500)).toMatchObject({ katha: 1500, dhur: 75, bigha: 30_000 })
  })

  it("keeps Patna's, with a warning, for a katha no district uses", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(landUnitSizesOf(5)).toMatchObject({ katha: 1361.25 })
    expect(warn).toHaveBeenCalledOnce()
  })
})
