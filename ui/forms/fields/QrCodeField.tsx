// A QR code of the field's value (an otpauth:// URI an authenticator app scans). The encoder loads with the first
// code drawn, not with the dialogs (STYLE.md: QR code loads lazily). Dark on a white tile in both themes: scanners
// read dark modules on a light ground.
import { Box, Field, Skeleton } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { useFormField } from '../useFormField'
import type { BaseFieldProps } from './types'

const svgUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

export function QrCodeField({ name, label, hint }: BaseFieldProps) {
  const { value } = useFormField<string>(name)
  const [image, setImage] = useState<string | undefined>(undefined)
  useEffect(() => {
    let current = true
    if (!value) return undefined
    void import('uqr').then(({ renderSVG }) => {
      if (current) setImage(svgUrl(renderSVG(value, { border: 2, ecc: 'M' })))
    })
    return () => {
      current = false
    }
  }, [value])
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Box bg="white" p="2" borderRadius="md" width="12rem" height="12rem">
        {image ? <img src={image} alt={typeof label === 'string' ? label : ''} width={176} height={176} /> : <Skeleton width="full" height="full" />}
      </Box>
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  )
}
