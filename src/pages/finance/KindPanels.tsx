// The kinds whose page is this finance child (routes.page: one item per account, 000 §3 Autopay), each as a panel:
// the item's fields from its config's first details tab and its actions as buttons (hidden and blocked by the
// config's rules). The item stays live through the kind's list source, which the websocket patches.
import { Box, Card, Heading, Skeleton, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { EntityConfig } from '../../../engine/types'
import { registry } from '../../../entities'
import { KINDS } from '../../../generated/routes/index'
import { EntityActions } from '../../actions'
import { FieldsTab } from '../../entities/tabs/FieldsTab'
import { useEntityList } from '../../entities/useEntityList'
import { entityKeys } from '../../../ui/i18n/translate'
import { useCurrentProjectId } from '../../project'

function Panel({ config, projectId }: { config: EntityConfig; projectId: string | undefined }) {
  const { t } = useTranslation()
  const item = useEntityList(config, projectId, {}).rows[0]
  const fields = config.detail?.tabs[0]?.fields ?? []
  const id = `panel-${config.kind}`
  return (
    <Card.Root mb="6" as="section" aria-labelledby={id}>
      <Card.Body>
        <Heading as="h2" size="lg" id={id} mb="3">
          {t(entityKeys.name(config.kind))}
        </Heading>
        {item ? (
          <Stack gap="4">
            <Box overflowX="auto">
              <FieldsTab config={config} item={item} projectId={projectId} fields={fields} />
            </Box>
            <EntityActions kind={config.kind} item={item} variant="buttons" />
          </Stack>
        ) : (
          <Skeleton height="16" />
        )}
      </Card.Body>
    </Card.Root>
  )
}

export function KindPanels({ path }: { path: string }) {
  const projectId = useCurrentProjectId()
  const kinds = KINDS.filter((data) => data.routes.page?.path === path && data.sources.length > 0).map((data) => data.kind)
  return (
    <>
      {kinds.map((kind) => (
        <Panel key={kind} config={registry.get(kind)} projectId={projectId} />
      ))}
    </>
  )
}
