// Widget `address_list`: a list of addresses (000 §3 Address: address/mask, external or internal, primary, DDoS
// protection), one a line; in a list's row, which is one line tall, all on one line, cut with an ellipsis.
import { Box, Stack, Text } from '@chakra-ui/react'
import type { Address } from '../../../generated/types/index.js'
import { useText, type Text as TextOf } from '../../../ui/i18n/translate'
import { CellText } from '../../../ui/table/CellText'
import { useStyledByTable } from '../../../ui/table/tableCells'
import type { WidgetProps } from './types'

const addressOf = (address: Address): string => `${address.address}${address.mask !== undefined && address.mask !== null ? `/${String(address.mask)}` : ''}`

function notesOf(address: Address, text: TextOf): string {
  return [
    address.external === false ? text('console.entity.address.internal') : text('console.entity.address.external'),
    address.is_primary ? text('console.entity.address.primary') : undefined,
    address.ddos_protection ? text('console.entity.address.ddos_protection') : undefined,
  ]
    .filter(Boolean)
    .join(', ')
}

export function AddressList({ value }: WidgetProps) {
  const text = useText()
  const inRow = useStyledByTable()
  const addresses = Array.isArray(value) ? (value as Address[]) : []
  if (addresses.length === 0) return <>—</>
  if (inRow) return <CellText>{addresses.map((address) => `${addressOf(address)} (${notesOf(address, text)})`).join('; ')}</CellText>
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {addresses.map((address) => (
        <Box as="li" key={address.address_id ?? address.address}>
          <Text as="span" fontFamily="mono">
            {addressOf(address)}
          </Text>{' '}
          <Text as="span" color="fg.muted" fontSize="sm">
            {notesOf(address, text)}
          </Text>
        </Box>
      ))}
    </Stack>
  )
}
