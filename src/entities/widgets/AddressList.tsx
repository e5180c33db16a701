// Widget `address_list`: a list of addresses (000 §3 Address: address/mask, external or internal, primary, DDoS
// protection), one a line.
import { Box, Stack, Text } from '@chakra-ui/react'
import type { Address } from '../../../generated/types/index.js'
import { useText } from '../../../ui/i18n/translate'
import type { WidgetProps } from './types'

export function AddressList({ value }: WidgetProps) {
  const text = useText()
  const addresses = Array.isArray(value) ? (value as Address[]) : []
  if (addresses.length === 0) return <>—</>
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {addresses.map((address) => {
        const notes = [
          address.external === false ? text('console.entity.address.internal') : text('console.entity.address.external'),
          address.is_primary ? text('console.entity.address.primary') : undefined,
          address.ddos_protection ? text('console.entity.address.ddos_protection') : undefined,
        ].filter(Boolean)
        return (
          <Box as="li" key={address.address_id ?? address.address}>
            <Text as="span" fontFamily="mono">
              {address.address}
              {address.mask !== undefined && address.mask !== null ? `/${String(address.mask)}` : ''}
            </Text>{' '}
            <Text as="span" color="fg.muted" fontSize="sm">
              {notes.join(', ')}
            </Text>
          </Box>
        )
      })}
    </Stack>
  )
}
