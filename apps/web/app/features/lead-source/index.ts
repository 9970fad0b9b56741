export { idempotencyKeyFor } from './idempotency-key'
export {
  captureLanding,
  type Landing,
  landingOf,
  landingStorageKey,
  leadSource,
} from './lead-source'
