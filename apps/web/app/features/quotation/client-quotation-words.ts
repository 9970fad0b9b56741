// The contract's words of a client's quotation that the page runs with (its API paths, the limits
// of its fields and its messages in both languages), from the contract's module without zod (the
// routes' schemas stay in quotation-client.ts: a bundle cannot drop a zod schema, 23 KB gzip).
export {
  clientQuotationLimits,
  clientQuotationMessages,
  clientQuotationPaths,
} from '@nirman/contract/quotation-client-words'
