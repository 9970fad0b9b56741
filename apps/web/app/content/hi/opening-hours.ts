// Hindi texts of ../opening-hours.ts: the words the owner's opening hours are written with on a
// Hindi page ("सोम-शनि सुबह 9:00 - शाम 6:00"). Part of the Hindi first load (i18n/hindi-first-load.ts):
// the footer of every page shows the hours.
import type { openingHoursWords as englishOpeningHoursWords } from '../opening-hours'
import type { TextOf } from './text-of'

/** The part of the day a time falls in, as Patna says the time: सुबह 9:00, शाम 6:00. */
function partOfDay(hour: number): string {
  if (hour >= 4 && hour < 12) return 'सुबह'
  if (hour >= 12 && hour < 16) return 'दोपहर'
  if (hour >= 16 && hour < 20) return 'शाम'
  return 'रात'
}

export const openingHoursWords: TextOf<typeof englishOpeningHoursWords> = {
  dayNames: {
    mon: 'सोमवार',
    tue: 'मंगलवार',
    wed: 'बुधवार',
    thu: 'गुरुवार',
    fri: 'शुक्रवार',
    sat: 'शनिवार',
    sun: 'रविवार',
  },
  // सोमवार is सोम, मंगलवार मंगल...
  shortDay: (day) => day.replace('वार', ''),
  time: (hour, minutes) => `${partOfDay(hour)} ${hour % 12 || 12}:${minutes}`,
  dayRange: (first, last) => `${first} से ${last}`,
  long: (days, opens, closes) => `${days}, ${opens} से ${closes} बजे तक`,
  closed: (days) => `${days} बंद`,
}
