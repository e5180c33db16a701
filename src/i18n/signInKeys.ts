// The texts the sign-in page shows (000 §2 sign/in), the only ones in the entry chunk (STYLE.md "Bundles"): its
// form, frame, language and colour switches, its title, its own checks and the messages of a failure that has no
// catalogue file yet (a lost network). codegen/sign-in-texts.ts picks them from the Russian files at build time;
// every other text, and these in full, arrive with the files bundles.ts fetches. A key that ends in a dot takes
// every key it begins.
export const SIGN_IN_KEYS: readonly string[] = [
  'app.title',
  'app.route.sign_in',
  'app.language',
  'app.language.',
  'app.sign.in.',
  'app.field.email',
  'app.field.password',
  'ui.color_mode.',
  'validation.required',
  'validation.email',
  'validation.api.rejected',
  'error.unknown',
]

/** Whether a key is one of the sign-in page's. */
export const isSignInKey = (key: string): boolean => SIGN_IN_KEYS.some((entry) => (entry.endsWith('.') ? key.startsWith(entry) : key === entry))
