import { FormControl, FormDescription, FormError, FormField, FormLabel, Input } from '@nirman/ui'
import { rateCardCopy } from '../../settings-content'
import { DetailGroup } from './detail-group'
import { kathaFieldName } from './rate-card-form-values'

/**
 * The company's katha, read "1 katha = [ ] sq ft" (named "1 katha in sq ft"); empty, Patna's
 * 1,361.25 sq ft. Dhur and bigha follow from it.
 */
export function LandUnitsField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (value: string) => void
  error: string | undefined
}) {
  return (
    <DetailGroup legend={rateCardCopy.landUnits}>
      <FormField name={kathaFieldName} error={error}>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <FormLabel>
            {rateCardCopy.katha} {rateCardCopy.kathaEquals}
          </FormLabel>
          <FormControl>
            <Input
              // Named "1 katha in sq ft", read "1 katha = [ ] sq ft".
              aria-label={rateCardCopy.kathaName}
              className="w-32"
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
          </FormControl>
          <span aria-hidden="true" className="text-sm">
            {rateCardCopy.sqFt}
          </span>
        </div>
        <FormDescription>{rateCardCopy.kathaHint}</FormDescription>
        <FormError />
      </FormField>
    </DetailGroup>
  )
}
