import { useTranslation } from 'react-i18next'
import { Banner } from '../../ui/shell/Banner'
import { liveSocket, useLiveState } from '../live/instance'

/** After the websocket's reconnection attempts have failed (001 §7: 3 at 3000 ms): a banner with a reconnect button. */
export function LiveBanner() {
  const { t } = useTranslation()
  const state = useLiveState()
  if (state !== 'lost') return null
  return (
    <Banner status="warning" title={t('app.live.lost_title')} action={{ label: t('app.live.reconnect'), onClick: () => liveSocket.reconnect() }}>
      {t('app.live.lost_text')}
    </Banner>
  )
}
