import { Notice, NoticeDescription } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { currentUserQuery } from '../api/queries'
import { accountCopy } from '../content'

/** Shows its children to an owner; a member of staff reads that the page is the owner's. */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const user = useQuery(currentUserQuery)
  if (user.data?.role !== 'owner') {
    return (
      <Notice>
        <NoticeDescription>{accountCopy.forbidden}</NoticeDescription>
      </Notice>
    )
  }
  return children
}
