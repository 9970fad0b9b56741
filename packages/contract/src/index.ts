export {
  type AdminLogin,
  type AdminUser,
  adminLoginSchema,
  type ContactSubmission,
  idParamSchema,
  type QuoteReceipt,
} from './admin'
export type { ApiError, ApiIssue } from './errors'
export {
  type LandSide,
  landSides,
  loginMessages,
  quoteMessages,
  sideFeetMessage,
  sideInchesMessage,
  tooLongMessage,
  validationErrorFallback,
  validationErrorTitle,
} from './messages'
export {
  type Project,
  type ProjectType,
  projectListQuerySchema,
  projectTypes,
} from './project'
export {
  contactProjectTypes,
  emptyFullQuoteForm,
  type FullQuoteForm,
  fullQuoteFormSchema,
  type HeroQuoteForm,
  heroProjectTypes,
  heroQuoteFormSchema,
  honeypotField,
  landFacingOptions,
  popupProjectTypes,
  type QuoteRequest,
  type QuoteRequestField,
  type QuoteRequestInput,
  quoteLimits,
  quoteProjectTypes,
  quoteRequestFields,
  quoteRequestSchema,
  sideFeetField,
  sideInchesField,
} from './quote-request'
