// The command palette (Ctrl+K or /): one field finds pages, and items of every kind by name or address, in
// either keyboard layout; choosing an item offers "open" and its actions, judged as its menu judges them
// (disabled with the reason) and run through the same runner and dialog. Keyboard alone: arrows, Enter,
// Backspace on an empty field goes back, Escape closes.
import { Box, CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { registry } from '../../../entities'
import { useText, entityKeys } from '../../../ui/i18n/translate'
import { useRunAction, useActionEnv } from '../../actions/ActionRunner'
import { actionInput, menuChoices } from '../../actions/verdicts'
import { useRelated } from '../../entities/useRelated'
import { useCurrentProjectId } from '../../project/currentProject'
import { layoutVariants, matchesAny } from './layouts'
import { usePaletteEntries, type PaletteEntry } from './usePaletteEntries'

/** results shown at most: the field narrows the rest */
const SHOWN = 50

interface PaletteOption {
  key: string
  label: string
  detail: string
  /** why it cannot run now (a blocked action) */
  reason?: string
  choose: () => void
}

export interface CommandPaletteProps {
  onClose: () => void
}

export function CommandPalette({ onClose }: CommandPaletteProps) {
  const text = useText()
  const [chosen, setChosen] = useState<PaletteEntry | null>(null)
  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())} placement="top" size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{chosen ? chosen.label : text('console.palette.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="4">{chosen ? <ItemStep entry={chosen} onBack={() => setChosen(null)} onClose={onClose} /> : <SearchStep onChoose={setChosen} onClose={onClose} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={text('ui.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function SearchStep({ onChoose, onClose }: { onChoose: (entry: PaletteEntry) => void; onClose: () => void }) {
  const text = useText()
  const navigate = useNavigate()
  const { entries, loading } = usePaletteEntries(useCurrentProjectId())
  const [query, setQuery] = useState('')
  const variants = layoutVariants(query)
  const found = variants.length === 0 ? entries.filter((entry) => entry.kind === undefined) : entries.filter((entry) => matchesAny(entry.texts, variants))
  const options: PaletteOption[] = found.slice(0, SHOWN).map((entry) => ({
    key: entry.key,
    label: entry.label,
    detail: entry.detail,
    choose: () => {
      if (entry.kind) return onChoose(entry)
      onClose()
      void navigate({ to: entry.href })
    },
  }))
  const status = options.length > 0 ? text('console.palette.found', { params: { count: found.length } }) : loading ? text('console.palette.loading') : text('console.palette.nothing')
  return <OptionField label={text('console.palette.search')} query={query} onQuery={setQuery} options={options} status={status} />
}

function ItemStep({ entry, onBack, onClose }: { entry: PaletteEntry; onBack: () => void; onClose: () => void }) {
  const text = useText()
  const navigate = useNavigate()
  const run = useRunAction()
  const env = useActionEnv()
  const kind = entry.kind!
  const item = entry.item!
  const { related } = useRelated(registry.get(kind), item)
  const [query, setQuery] = useState('')
  const variants = layoutVariants(query)
  const open: PaletteOption = {
    key: 'open',
    label: text('console.palette.open'),
    detail: entry.detail,
    choose: () => {
      onClose()
      void navigate({ to: entry.href })
    },
  }
  const actions = menuChoices(kind, actionInput(item, related, env)).map((choice): PaletteOption => ({
    key: choice.name,
    label: text(entityKeys.action(kind, choice.name)),
    detail: text('console.palette.action'),
    ...(!choice.verdict.enabled ? { reason: choice.verdict.reason ? text(choice.verdict.reason) : text('console.palette.unavailable') } : {}),
    choose: () => {
      onClose()
      // after the palette has closed: the action's dialog takes the focus it hands back
      setTimeout(() => run(kind, choice.name, { item, ...(related ? { related } : {}) }), 0)
    },
  }))
  const options = [open, ...actions].filter((option) => variants.length === 0 || matchesAny([option.label], variants))
  return (
    <OptionField
      label={text('console.palette.item_search', { params: { name: entry.label } })}
      query={query}
      onQuery={setQuery}
      options={options}
      status={options.length > 0 ? text('console.palette.back_hint') : text('console.palette.nothing')}
      onBack={onBack}
    />
  )
}

/** a combobox: the field keeps the focus, the arrows move through the options, Enter chooses */
function OptionField({
  label,
  query,
  onQuery,
  options,
  status,
  onBack,
}: {
  label: string
  query: string
  onQuery: (query: string) => void
  options: readonly PaletteOption[]
  status: string
  onBack?: () => void
}) {
  const id = useId()
  const field = useRef<HTMLInputElement>(null)
  // each step's field takes the focus as it appears (the dialog's first focus, then the item's step)
  useEffect(() => field.current?.focus(), [])
  const [active, setActive] = useState(0)
  const current = Math.min(active, Math.max(options.length - 1, 0))
  const optionId = (index: number) => `${id}-option-${index}`
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current + step + options.length) % Math.max(options.length, 1))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const option = options[current]
      if (option && !option.reason) option.choose()
    } else if (event.key === 'Backspace' && query === '' && onBack) {
      event.preventDefault()
      onBack()
    }
  }
  return (
    <Stack gap="3">
      <Input
        ref={field}
        role="combobox"
        aria-label={label}
        aria-expanded={options.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        {...(options.length > 0 ? { 'aria-activedescendant': optionId(current) } : {})}
        placeholder={label}
        value={query}
        onChange={(event) => {
          onQuery(event.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
      />
      <Text role="status" fontSize="sm" color="fg.muted">
        {status}
      </Text>
      <Box as="ul" role="listbox" id={`${id}-list`} aria-label={label} listStyleType="none" m="0" p="0" maxH={{ base: 'none', md: '60vh' }} overflowY="auto">
        {options.map((option, index) => (
          <Box
            as="li"
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            aria-disabled={option.reason ? true : undefined}
            px="3"
            py="2"
            rounded="l2"
            cursor={option.reason ? 'not-allowed' : 'pointer'}
            bg={index === current ? 'bg.emphasized' : undefined}
            onMouseEnter={() => setActive(index)}
            onClick={() => (option.reason ? undefined : option.choose())}
          >
            <Text fontWeight="medium" color={option.reason ? 'fg.muted' : undefined}>
              {option.label}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {option.reason ?? option.detail}
            </Text>
          </Box>
        ))}
      </Box>
    </Stack>
  )
}
