import { type LeadStage, leadStageLabels, leadStages, type StaffRef } from '@nirman/contract'
import { Select } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import type { ComponentProps } from 'react'
import { staffQuery } from '../../api/queries'
import { deskCopy } from '../../content'

type SelectProps = Omit<ComponentProps<typeof Select>, 'children'>

const isStage = (value: string): value is LeadStage => leadStages.some((stage) => stage === value)

/** Every stage of a lead: it moves forward and back. */
export function StageSelect({
  onStage,
  ...props
}: Omit<SelectProps, 'onChange'> & { onStage: (stage: LeadStage) => void }) {
  return (
    <Select
      {...props}
      onChange={(event) => {
        if (isStage(event.target.value)) onStage(event.target.value)
      }}
    >
      {leadStages.map((stage) => (
        <option key={stage} value={stage}>
          {leadStageLabels[stage]}
        </option>
      ))}
    </Select>
  )
}

/**
 * Nobody, or an active member of staff. A disabled account still named on the lead (`current`)
 * stays in the list, so the choice shows as it is.
 */
export function StaffSelect({ current, ...props }: SelectProps & { current: StaffRef | null }) {
  const staff = useQuery(staffQuery(true))
  const options = [...(staff.data ?? [])]
  if (current && !options.some((person) => person.id === current.id)) options.push(current)
  return (
    <Select {...props}>
      <option value="">{deskCopy.unassigned}</option>
      {options.map((person) => (
        <option key={person.id} value={String(person.id)}>
          {person.name}
        </option>
      ))}
    </Select>
  )
}
