export {
  FormControl,
  type FormControlProps,
  FormDescription,
  type FormDescriptionProps,
  FormError,
  type FormErrorProps,
  FormField,
  type FormFieldProps,
  FormLabel,
  type FormLabelProps,
  useFormField,
} from './form-field'
