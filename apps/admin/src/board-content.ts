// The texts of the leads' pipeline board (issue 27): a column per stage, leads moved between them
// by pointer or keyboard. Stage names are the contract's (`leadStageLabels`); counts reach these
// functions already formatted ("1,234").

export const boardCopy = {
  /** The switch between the list and the board, above the leads. */
  layoutLabel: 'Show leads as',
  list: 'List',
  board: 'Board',
  /** A column's count: how many of its leads the column shows. */
  columnCount: (shown: string, total: string) => (shown === total ? total : `${shown} of ${total}`),
  columnCountLabel: (shown: string, total: string, stage: string) =>
    shown === total ? `${total} in ${stage}` : `${shown} of ${total} in ${stage}, latest first`,
  seeAll: (total: string, stage: string) => `See all ${total} in ${stage} as a list`,
  empty: 'No leads',
  loading: 'Loading the board...',
  loadError: 'Error loading the board. Please try again.',
  /** The handle that moves a lead: its accessible name, and how to use it. */
  moveHandle: (name: string) => `Move ${name}`,
  moveInstructions:
    'Press Space or Enter to pick the lead up, the arrow keys to choose its stage, and Space or Enter to put it down there; Escape leaves it where it was. With a mouse or a finger, drag the handle to a column, or tap it to choose the stage.',
  /** The stages offered by a tap on the handle. */
  moveTo: (name: string) => `Move ${name} to`,
  pickedUp: (name: string, stage: string) =>
    `${name} picked up from ${stage}. The arrow keys choose a stage; Space or Enter puts it down.`,
  over: (name: string, stage: string) => `${name} over ${stage}.`,
  stays: (name: string, stage: string) => `${name} stays in ${stage}.`,
  moving: (name: string, stage: string) => `Moving ${name} to ${stage}...`,
  moved: (name: string, stage: string) => ({
    title: 'Moved',
    description: `${name} is in ${stage} now.`,
  }),
  moveFailedTitle: 'Not moved',
  moveFailed: 'The lead could not be moved. Please try again.',
  /** Moving a lead to Lost asks why, as the lead's details do. */
  lost: {
    title: (name: string) => `Why was ${name} lost?`,
    description:
      'The reason goes on the lead’s timeline and into the owner’s report of lost leads.',
    reason: 'Reason',
    save: 'Move to Lost',
    cancel: 'Cancel',
  },
} as const
