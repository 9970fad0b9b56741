export { type WorkedStep, WorkedSteps, type WorkedStepsProps } from './worked-steps'
