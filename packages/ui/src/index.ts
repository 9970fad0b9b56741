// Named re-exports only: one folder per component.
export { Button, type ButtonProps, buttonVariants } from './button'
export { cn } from './lib/cn'
export { Spinner, type SpinnerProps } from './spinner'
