/** 000 §5: "Validation on blur and paste, 150 ms debounce". (contract/constants.ts TIMINGS has no entry for it.) */
export const VALIDATION_DEBOUNCE_MS = 150
