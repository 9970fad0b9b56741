import { deepFreeze } from '../internal/rates'
import type { LandUnit } from './units'

/**
 * The spellings of each unit that {@link parseLandArea} accepts, as they read once lower-cased,
 * without spaces or full stops and without the nukta (so "sq. ft." is `sqft` and गज़ is गज).
 * Each unit's id is accepted too.
 */
export const landUnitSpellings: Readonly<Record<LandUnit, readonly string[]>> =
  /* @__PURE__ */ deepFreeze({
    sqft: [
      'sqft',
      'sft',
      'ft2',
      'ft²',
      'sqfeet',
      'sqfoot',
      'squarefeet',
      'squarefoot',
      'squareft',
      'वर्गफुट',
      'वर्गफीट',
      'स्क्वायरफीट',
      'स्क्वेयरफीट',
      'स्क्वायरफुट',
      'स्क्वेयरफुट',
    ],
    sqm: [
      'sqm',
      'm2',
      'm²',
      'sqmt',
      'sqmtr',
      'sqmetre',
      'sqmetres',
      'sqmeter',
      'sqmeters',
      'squaremetre',
      'squaremetres',
      'squaremeter',
      'squaremeters',
      'वर्गमीटर',
      'स्क्वायरमीटर',
      'स्क्वेयरमीटर',
    ],
    gaj: [
      'gaj',
      'gaz',
      'sqyd',
      'sqyds',
      'sqyard',
      'sqyards',
      'squareyard',
      'squareyards',
      'yd2',
      'yd²',
      'गज',
    ],
    dhur: ['dhur', 'dhoor', 'dhurs', 'dhoors', 'धुर', 'धूर'],
    katha: ['katha', 'kattha', 'kaththa', 'kathas', 'katthas', 'kaththas', 'कट्ठा', 'कठ्ठा', 'कट्ठे'],
    decimal: ['decimal', 'decimals', 'dismil', 'dismal', 'dismils', 'डिसमिल', 'डिसमल', 'डिस्मिल'],
    acre: ['acre', 'acres', 'ac', 'एकड', 'एकर'],
    bigha: ['bigha', 'beegha', 'bighas', 'beeghas', 'बीघा', 'बिघा'],
  })
