import { type LeadStage, leadStages } from '@nirman/contract'

/** A lead picked up on the board: where it was, and the column it is over now. */
export interface Carried {
  id: number
  from: LeadStage
  over: LeadStage
  /** How it was picked up: the keyboard's arrows, or a mouse or finger dragging its handle. */
  by: 'keyboard' | 'pointer'
}

/** What a key pressed on a lead's handle does. */
export type KeyMove =
  | { kind: 'pick' }
  | { kind: 'over'; stage: LeadStage }
  | { kind: 'drop' }
  | { kind: 'cancel' }
  | null

const forward = new Set(['ArrowRight', 'ArrowDown'])
const back = new Set(['ArrowLeft', 'ArrowUp'])
const putDown = new Set([' ', 'Enter'])

/**
 * The board's keyboard: Space or Enter picks a lead up, the arrows choose the stage before or after
 * the one it is over (stopping at the first and the last), Space or Enter puts it down and Escape
 * leaves it where it was. Other keys do nothing (null), and Tab moves on as it always does.
 *
 * @example keyMove('ArrowRight', { id: 4, from: 'new', over: 'new', by: 'keyboard' })
 * // { kind: 'over', stage: 'contacted' }
 */
export function keyMove(key: string, carried: Carried | null): KeyMove {
  if (!carried) return putDown.has(key) ? { kind: 'pick' } : null
  if (key === 'Escape') return { kind: 'cancel' }
  if (putDown.has(key)) return { kind: 'drop' }
  const step = forward.has(key) ? 1 : back.has(key) ? -1 : 0
  if (step === 0) return null
  const index = leadStages.indexOf(carried.over) + step
  const stage = leadStages[Math.min(Math.max(index, 0), leadStages.length - 1)]
  return stage && stage !== carried.over ? { kind: 'over', stage } : null
}

/** How far (px) a pointer goes on a handle before it drags the lead rather than taps it. */
export const dragThreshold = 6

/**
 * The stage of the board column at a point of the screen, if any, looking under `dragged` (the
 * card being dragged, which follows the pointer and so is always under it).
 */
export function stageAt(x: number, y: number, dragged: Element | null): LeadStage | undefined {
  const under = document.elementsFromPoint(x, y).find((element) => !dragged?.contains(element))
  const stage = under?.closest<HTMLElement>('[data-board-stage]')?.dataset.boardStage
  return leadStages.find((candidate) => candidate === stage)
}
