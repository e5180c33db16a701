import { useTranslation } from 'react-i18next'
import { Banner } from '../../ui/shell/Banner'
import { liveSocket, useLiveState } from '../live/instance'

/** After the websocket's reconnection attempts have failed (001 §7: 3 at 3000 ms): a banner with a reconnect button. */
export function LiveBanner() {
  const { t } = useTranslation()
  const state = useLiveState()
  if (state !== 'lost') return null
  return (
    <Banner status="warning" title={t('console.live.lost_title')} action={{ label: t('console.live.reconnect'), onClick: () => liveSocket.reconnect() }}>
      {t('console.live.lost_text')}
    </Banner>
  )
}
