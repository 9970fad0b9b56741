/**
 * The look shared by Input, Textarea and Select, so the three line up in one form: full width, a
 * 3:1 border, 16 px text (smaller text makes iOS Safari zoom the page on focus), a visible focus
 * outline, a muted fill when disabled and a destructive border when `aria-invalid="true"`.
 */
export const controlClasses =
  'w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground transition-colors placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive'
