// 000 §2 servers/{id}/overview (the default tab) with the fields of 000 §3 Server: flavor, image, addresses,
// status and rescue mode.
import { Box, Stack, Text } from '@chakra-ui/react'
import type { Address, Server } from '../../../generated/types/index.js'
import { formatDate } from '../../../ui/format/date'
import { formatSizeGb } from '../../../ui/format/size'
import { useLanguage, useText } from '../../../ui/i18n/translate'
import { Fields } from '../Fields'
import { ItemStatus } from '../ItemStatus'
import type { TabProps } from './types'

function AddressList({ addresses }: { addresses: readonly Address[] | undefined }) {
  const text = useText()
  if (!addresses || addresses.length === 0) return <>—</>
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

export function ServerOverview({ config, item }: TabProps) {
  const text = useText()
  const language = useLanguage()
  const server = item as unknown as Server
  const flavor = server.flavor
  const os = server.image?.operation_system
  const imageName = server.image?.name
  const image = typeof imageName === 'string' && imageName !== '' ? imageName : os ? [os.distribution, os.version].filter(Boolean).join(' ') : undefined
  const rescue = server.rescue_mode
  return (
    <Fields
      fields={[
        { label: text('column.status'), value: <ItemStatus kind={config.kind} status={server.status} /> },
        {
          label: text('column.flavor'),
          value: flavor
            ? text('console.entity.flavor', { params: { vcpus: flavor.vcpus, ram: formatSizeGb(flavor.ram, language) } }) +
              (flavor.cpu_type === 'DEDICATED' ? ` · ${text('console.entity.cpu_dedicated')}` : '')
            : undefined,
        },
        { label: text('column.image'), value: image },
        { label: text('column.addresses'), value: <AddressList addresses={server.addresses} /> },
        { label: text('column.internal_addresses'), value: <AddressList addresses={server.internal_addresses} /> },
        { label: text('column.rescue_mode'), value: rescue ? text(`server.rescue_mode.${rescue}`, { fallback: rescue }) : undefined },
        { label: text('column.created_in'), value: formatDate(server.created_in, language) },
      ]}
    />
  )
}
