/**
 * The advert tags of a page's address that a quote request carries, by the name of the request's
 * source field: the website reads them from the landing address (features/lead-source), the API
 * from the page a plain form was posted from. `@nirman/contract/advert-tags`, without zod.
 */
export const advertTagParameters = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  gclid: 'gclid',
  fbclid: 'fbclid',
} as const
