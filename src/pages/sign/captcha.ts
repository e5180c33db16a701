// 000 §3 Registration payload: captcha_token. No captcha provider is wired into this build: the token sent
// is a fixed marker, which the emulator accepts (it checks only that one is present). A deployment against
// a real API plugs its captcha widget in here and returns the widget's token.
export const CAPTCHA_NOT_CONFIGURED = 'captcha-not-configured'

export function captchaToken(): Promise<string> {
  return Promise.resolve(CAPTCHA_NOT_CONFIGURED)
}
