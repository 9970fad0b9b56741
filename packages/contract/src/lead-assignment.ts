// Who gets a new lead (issue 27): the rules the owner sets in the sales-desk settings, applied to
// the accounts active when the lead is stored. Written once for the API that assigns in the
// transaction storing the lead and for the dashboard that tells the owner where leads will go.
import type { StaffRole } from './accounts'
import type { SalesDeskSettings } from './site-settings'

/** How a lead was given to its assignee by the rules (not by a person). */
export const assignmentRules = ['round_robin', 'project_type', 'owner_fallback'] as const
export type AssignmentRule = (typeof assignmentRules)[number]

/** An active account as the rules see it. */
export interface DeskAccount {
  id: number
  name: string
  role: StaffRole
}

/**
 * The staff a lead goes round among, and the name of their turn counter: one counter a pool, so
 * each pool's leads go to each of its staff in turn.
 */
export interface AssignmentPool {
  rule: AssignmentRule
  /** "all", "owners" or "type:<project type>". */
  key: string
  /** By id: the order of the turns. */
  staff: DeskAccount[]
}

/**
 * The pool of a new lead of `projectType`: the staff its project type's rule names who are on
 * duty; else everyone on duty; else (nobody on duty) the owners. Null when no account is active
 * (the lead stays unassigned).
 *
 * @param desk the owner's sales-desk settings
 * @param active the accounts not disabled
 * @param projectType the lead's project type, as the form sent it
 */
export function assignmentPool(
  desk: Pick<SalesDeskSettings, 'offDuty' | 'byProjectType'>,
  active: readonly DeskAccount[],
  projectType: string,
): AssignmentPool | null {
  const byId = [...active].sort((a, b) => a.id - b.id)
  const onDuty = byId.filter((account) => !desk.offDuty.includes(account.id))
  const rule = desk.byProjectType.find((each) => each.projectType === projectType)
  const ruled = rule ? onDuty.filter((account) => rule.staffIds.includes(account.id)) : []
  if (ruled.length > 0) {
    return { rule: 'project_type', key: `type:${projectType}`, staff: ruled }
  }
  if (onDuty.length > 0) return { rule: 'round_robin', key: 'all', staff: onDuty }
  const owners = byId.filter((account) => account.role === 'owner')
  return owners.length > 0 ? { rule: 'owner_fallback', key: 'owners', staff: owners } : null
}
