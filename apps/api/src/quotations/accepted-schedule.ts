import { type QuotationPaymentStage, quotationContentSchema } from '@nirman/contract'
import type { EntityManager } from 'typeorm'
import {
  QuotationAcceptanceEntity,
  QuotationEntity,
  QuotationRevisionEntity,
} from '../db/quotation-entities'

/**
 * The payment schedule the client accepted for a request: the stages of the latest quotation of
 * the request that was accepted, as its revision was accepted; null when none was.
 */
export async function acceptedScheduleOfLead(
  manager: EntityManager,
  leadId: number,
): Promise<{ quotationId: number; schedule: QuotationPaymentStage[] } | null> {
  const quotations = await manager.find(QuotationEntity, {
    where: { leadId },
    select: { id: true },
    order: { id: 'DESC' },
  })
  for (const quotation of quotations) {
    const accepted = await manager.findOneBy(QuotationAcceptanceEntity, {
      quotationId: quotation.id,
    })
    if (!accepted) continue
    const revision = await manager.findOneByOrFail(QuotationRevisionEntity, {
      quotationId: quotation.id,
      revision: accepted.revision,
    })
    const { schedule } = quotationContentSchema.parse(JSON.parse(revision.content))
    return { quotationId: Number(quotation.id), schedule }
  }
  return null
}
