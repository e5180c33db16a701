// The lists of the kinds whose config makes a finance child their list route (routes.list: 000 §2 finance/all), in
// the generic table with each row's actions from its config: a payment's status, PDF and delete (000 §4 Payments).
// The page names no kind: it asks the route data which kinds list here.
import { Box, Heading } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { registry } from '../../../entities'
import { KINDS } from '../../../generated/routes/index'
import { EntityListView } from '../../entities/EntityListView'
import { entityKeys } from '../../../ui/i18n/translate'
import { useCurrentProjectId } from '../../project'

export function KindLists({ path }: { path: string }) {
  const { t } = useTranslation()
  const projectId = useCurrentProjectId()
  const kinds = KINDS.filter((data) => data.routes.list?.path === path).map((data) => data.kind)
  return (
    <>
      {kinds.map((kind) => (
        <Box as="section" key={kind} aria-labelledby={`list-${kind}`} mb="6">
          <Heading as="h2" size="lg" id={`list-${kind}`} mb="3">
            {t(entityKeys.name(kind, 'plural'))}
          </Heading>
          <EntityListView config={registry.get(kind)} projectId={projectId} params={{}} label={t(entityKeys.name(kind, 'plural'))} height="24rem" />
        </Box>
      ))}
    </>
  )
}
