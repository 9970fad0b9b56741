import type { SalesDeskSettings, StaffAccount } from '@nirman/contract'
import { useQuery } from '@tanstack/react-query'
import { accountsQuery } from '../../api/queries'
import { namesOf, salesDeskListCopy } from '../../settings-content'
import { formatDay } from '../client-projects/record-format'
import { DetailList } from './detail-list'
import { hoursText } from './weekly-hours-fields'

const words = salesDeskListCopy

/**
 * What a version's sales desk says, each as a label and its text: the accounts by name when
 * `accounts` know them, else "#id". Empty for a version with none saved.
 */
export function salesDeskRows(
  salesDesk: SalesDeskSettings | undefined,
  accounts: readonly Pick<StaffAccount, 'id' | 'name'>[],
): [string, string][] {
  if (!salesDesk) return []
  const nameOf = (id: number) =>
    accounts.find((account) => account.id === id)?.name ?? words.unknownAccount(id)
  const { hours, holidays, firstContactMinutes, offDuty, byProjectType } = salesDesk
  return [
    [words.hours, hoursText(hours)],
    [words.holidays, holidays.length ? holidays.map(formatDay).join(', ') : words.noHolidays],
    [words.firstContactMinutes, words.minutes(firstContactMinutes)],
    [words.offDuty, offDuty.length ? namesOf(offDuty.map(nameOf)) : words.nobodyOffDuty],
    [
      words.rules,
      byProjectType.length
        ? byProjectType
            .map((rule) => words.rule(rule.projectType, namesOf(rule.staffIds.map(nameOf))))
            .join('\n')
        : words.noRules,
    ],
  ]
}

/** The sales desk of a saved version, read-only (the built-in one when it has none). */
export function SalesDeskList({ salesDesk }: { salesDesk: SalesDeskSettings | undefined }) {
  // The accounts' names once read: "#id" until then, and for an account the API no longer has.
  const accounts = useQuery(accountsQuery)
  return (
    <DetailList rows={salesDeskRows(salesDesk, accounts.data ?? [])} empty={words.builtIn} wide />
  )
}
