import { portfolioLimits } from '@nirman/contract'
import {
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Input,
  Textarea,
} from '@nirman/ui'
import { portfolioCopy } from '../../portfolio-content'
import type { ProjectFormValues } from './project-form-values'

/**
 * The project's optional Hindi version, for the /hi/ pages: a check box to add it, then its title,
 * description, location and highlights (one per line, as the English ones). The fields are
 * `lang="hi"` so browsers and screen readers treat the words as Hindi; their labels, hints and
 * the contract's messages stay English. Unticking keeps what was typed in the form but sends
 * `hindi: null`.
 */
export function ProjectHindiFields({
  values,
  set,
  errors,
}: {
  values: ProjectFormValues
  set: <Key extends keyof ProjectFormValues>(key: Key, value: ProjectFormValues[Key]) => void
  /** The messages beside the fields, by the contract's paths (`hindi.title`, …). */
  errors: Record<string, string | undefined>
}) {
  return (
    <>
      <FormField name="hasHindi" className="min-h-11 flex-row items-center gap-3">
        <FormControl>
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-primary"
            checked={values.hasHindi}
            onChange={(event) => set('hasHindi', event.target.checked)}
          />
        </FormControl>
        <FormLabel>{portfolioCopy.fields.hindi}</FormLabel>
      </FormField>
      {values.hasHindi ? (
        <fieldset className="grid min-w-0 gap-4 rounded-md border border-border p-3" lang="hi">
          <legend className="px-1 text-sm font-medium" lang="en">
            {portfolioCopy.hindiLegend}
          </legend>
          <FormField name="hindiTitle" required error={errors['hindi.title']}>
            <FormLabel lang="en">{portfolioCopy.fields.hindiTitle}</FormLabel>
            <FormControl>
              <Input
                value={values.hindiTitle}
                maxLength={portfolioLimits.title}
                onChange={(event) => set('hindiTitle', event.target.value)}
              />
            </FormControl>
            <FormError lang="en" />
          </FormField>
          <FormField name="hindiDescription" required error={errors['hindi.description']}>
            <FormLabel lang="en">{portfolioCopy.fields.hindiDescription}</FormLabel>
            <FormControl>
              <Textarea
                value={values.hindiDescription}
                rows={5}
                maxLength={portfolioLimits.description}
                onChange={(event) => set('hindiDescription', event.target.value)}
              />
            </FormControl>
            <FormError lang="en" />
          </FormField>
          <FormField name="hindiLocation" error={errors['hindi.location']}>
            <FormLabel lang="en">{portfolioCopy.fields.hindiLocation}</FormLabel>
            <FormControl>
              <Input
                value={values.hindiLocation}
                maxLength={portfolioLimits.location}
                onChange={(event) => set('hindiLocation', event.target.value)}
              />
            </FormControl>
            <FormDescription lang="en">{portfolioCopy.fields.hindiLocationHint}</FormDescription>
            <FormError lang="en" />
          </FormField>
          <FormField name="hindiHighlights" error={errors['hindi.highlights']}>
            <FormLabel lang="en">{portfolioCopy.fields.hindiHighlights}</FormLabel>
            <FormControl>
              <Textarea
                value={values.hindiHighlights}
                rows={4}
                onChange={(event) => set('hindiHighlights', event.target.value)}
              />
            </FormControl>
            <FormDescription lang="en">{portfolioCopy.fields.hindiHighlightsHint}</FormDescription>
            <FormError lang="en" />
          </FormField>
        </fieldset>
      ) : null}
    </>
  )
}
