// A QR code of a value (an otpauth:// URI, an SBP payment link). The encoder loads with the first code drawn
// (STYLE.md: QR code loads lazily). Dark on a white tile in both themes: scanners read dark modules on a light ground.
import { Box, Skeleton } from '@chakra-ui/react'
import { useEffect, useState } from 'react'

const svgUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

export interface QrCodeProps {
  value: string | undefined
  /** the image's text alternative */
  label: string
}

export function QrCode({ value, label }: QrCodeProps) {
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
    <Box bg="white" p="2" borderRadius="md" width="12rem" height="12rem" flexShrink={0}>
      {image ? <img src={image} alt={label} width={176} height={176} /> : <Skeleton width="full" height="full" />}
    </Box>
  )
}
