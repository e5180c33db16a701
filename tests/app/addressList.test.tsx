// @vitest-environment jsdom
// The addresses of a load balancer or a database cluster (000 §3 Address): on the details page one a line with its
// notes; in a list's row, which is one line tall (ui/table/rowHeight.ts), all on one line, the whole in its title.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import type { EntityConfig } from '../../engine/types'
import { AddressList } from '../../src/entities/widgets/AddressList'
import { StyledByTableProvider } from '../../ui/table/tableCells'
import { renderUi } from '../ui/harness'

afterEach(cleanup)

const addresses = [
  { address_id: 'a1', address: '203.0.113.12', external: true, ddos_protection: true },
  { address_id: 'a2', address: '10.0.0.5', mask: 24, external: false },
]
const props = { config: {} as EntityConfig, column: { field: 'addresses', label: 'column.addresses', widget: 'address_list' }, value: addresses, item: { id: 'lb1' } }
const WHOLE = '203.0.113.12 (внешний, защита от DDoS); 10.0.0.5/24 (внутренний)'

it('on a details page: one address a line, with its notes', () => {
  renderUi(<AddressList {...props} />)
  const items = screen.getAllByRole('listitem')
  expect(items.map((item) => item.textContent)).toEqual(['203.0.113.12 внешний, защита от DDoS', '10.0.0.5/24 внутренний'])
})

it('in a list’s row: every address on one line, the whole text in its title', () => {
  renderUi(
    <StyledByTableProvider value={true}>
      <AddressList {...props} />
    </StyledByTableProvider>,
  )
  expect(screen.queryByRole('list')).toBeNull()
  const line = screen.getByText(WHOLE)
  expect(line.getAttribute('title')).toBe(WHOLE)
})

it('no address reads as a dash, in a row too', () => {
  renderUi(
    <StyledByTableProvider value={true}>
      <AddressList {...props} value={[]} />
    </StyledByTableProvider>,
  )
  expect(screen.getByText('—')).toBeTruthy()
})
