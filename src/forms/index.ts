export { FormStatusAlert } from './FormStatusAlert'
export { TextField, type TextFieldProps } from './TextField'
export { confirmationCode, email, firstProblem, matches, password, required, validator, type Check, type Problem } from './validate'
