import { emptyFullQuoteForm } from '@nirman/contract'

// The full form's starting values less the person and the project: what is left is the land.
const {
  name: _name,
  phone: _phone,
  email: _email,
  city: _city,
  projectType: _projectType,
  message: _message,
  ...land
} = emptyFullQuoteForm

/**
 * A stored request's land as a visitor leaves it when they give none (the full form's starting
 * values): no size, no sides (their inches '0'), no facing. For rows a test writes straight into
 * the database.
 */
// The form's facing is any text; a stored row's is one of the directions or none.
export const noLandGiven = { ...land, landFacing: '' as const }
