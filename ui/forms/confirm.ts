/** The form key of a confirm_name field's checkbox (000 §5 "typing its name plus a confirm checkbox"). UI only: never sent. */
export function confirmCheckboxName(field: string): string {
  return `${field}__confirmed`
}

export function isConfirmCheckboxName(key: string): boolean {
  return key.endsWith('__confirmed')
}
