import { useMediaQuery } from '@chakra-ui/react'

/** Below the `md` breakpoint (768px): the shell's menu is a drawer and a list's rows are cards. */
export const PHONE_MEDIA_QUERY = '(max-width: 767.98px)'

/** Whether the window is a phone's; false where nothing matches (a test without layout draws the wide layout). */
export function usePhone(): boolean {
  const [phone] = useMediaQuery([PHONE_MEDIA_QUERY], { ssr: false })
  return phone ?? false
}
