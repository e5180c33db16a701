// 000 §2 sign/error: a sign-in that cannot go on (a missing or refused admin key, 000 §6), said in words, with the
// way back to the sign-in page.
import { Alert, Link as ChakraLink } from '@chakra-ui/react'
import { Link, useSearch } from '@tanstack/react-router'
import { useText } from '../../../ui/i18n/translate'
import { PATHS } from '../../router/paths'
import type { SignErrorCode } from './signErrorCodes'
import { SignLayout } from './SignLayout'

export function SignErrorPage() {
  const text = useText()
  const { code }: { code?: SignErrorCode } = useSearch({ strict: false })
  return (
    <SignLayout
      title={text('app.route.sign_error')}
      footer={
        <ChakraLink asChild colorPalette="brand" color="colorPalette.fg">
          <Link to={PATHS.sign_in}>{text('app.sign.back_to_sign_in')}</Link>
        </ChakraLink>
      }
    >
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{text(`console.sign.error.${code ?? 'unknown'}`)}</Alert.Title>
      </Alert.Root>
    </SignLayout>
  )
}
