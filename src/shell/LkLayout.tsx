// The signed-in console: ui/shell's AppShell composed with the app's pieces. Mounting it connects the
// websocket (000 §4: "The websocket connects manually"); leaving it (sign-out) disconnects. It holds the one
// action runner of the signed-in area, so an action's dialog outlives the list row (lists are virtualized) or
// the page it was opened from.
import { Text } from '@chakra-ui/react'
import { Link, Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { AppShell } from '../../ui/shell/AppShell'
import { ActionRunnerProvider } from '../actions/ActionRunner'
import { api } from '../api/client'
import { reportUncaughtErrors } from '../app/errorReporting'
import { liveSocket } from '../live/instance'
import { PATHS } from '../router/paths'
import { BalanceIndicator } from './BalanceIndicator'
import { LanguageSwitch } from './LanguageSwitch'
import { LiveBanner } from './LiveBanner'
import { MaintenanceGate } from './MaintenanceGate'
import { NoticeList } from './NoticeList'
import { PaletteLauncher } from './palette/PaletteLauncher'
import { ProjectStoppedBanner } from './ProjectStoppedBanner'
import { ProjectSwitcher } from './ProjectSwitcher'
import { RunwayBalanceProvider } from './RunwayBalanceProvider'
import { SideMenu } from './SideMenu'
import { SignOutButton } from './SignOutButton'
import { SupportSessionBanner } from './SupportSessionBanner'

export function LkLayout() {
  const { t } = useTranslation()
  useEffect(() => {
    liveSocket.connect()
    return () => liveSocket.close()
  }, [])
  // 001 §7 POST /frontend-error: the console's uncaught errors, while signed in
  useEffect(() => reportUncaughtErrors(api), [])

  return (
    <RunwayBalanceProvider>
      <ActionRunnerProvider>
        <AppShell
          logo={
            <Text asChild fontWeight="bold">
              <Link to={PATHS.dashboard}>{t('app.title')}</Link>
            </Text>
          }
          nav={<SideMenu />}
          projectSwitcher={<ProjectSwitcher />}
          search={<PaletteLauncher />}
          balance={<BalanceIndicator />}
          languageSwitcher={<LanguageSwitch />}
          headerEnd={<SignOutButton />}
          banner={
            <>
              <SupportSessionBanner />
              <LiveBanner />
              <ProjectStoppedBanner />
            </>
          }
        >
          <MaintenanceGate />
          <NoticeList />
          <Outlet />
        </AppShell>
      </ActionRunnerProvider>
    </RunwayBalanceProvider>
  )
}
