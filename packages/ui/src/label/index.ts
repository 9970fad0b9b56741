export { Label, type LabelProps } from './label'
