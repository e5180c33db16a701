// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TabConfig } from '../../engine/types'
import { DetailLayout } from '../../ui/details/DetailLayout'
import { AppShell } from '../../ui/shell/AppShell'
import { Banner } from '../../ui/shell/Banner'
import { ErrorState } from '../../ui/shell/ErrorState'
import type { LinkRenderProps } from '../../ui/shell/links'
import { NavMenu } from '../../ui/shell/NavMenu'
import { NotFound } from '../../ui/shell/NotFound'
import { COLOR_MODE_STORAGE_KEY } from '../../ui/theme/colorMode'
import { renderUi } from './harness'

afterEach(() => {
  cleanup()
  localStorage.clear()
  document.documentElement.className = ''
})

// 000 §2: servers/{id} with tabs overview (default), access, network, snapshots ...
const tabs: TabConfig[] = [
  { name: 'overview', label: 'server.tab.overview', route: 'server_details_overview' },
  { name: 'network', label: 'server.tab.network', route: 'server_details_network' },
  { name: 'snapshots', label: 'server.tab.snapshots', route: 'server_details_snapshots' },
]

describe('DetailLayout', () => {
  it('draws every tab as a link of its own, the open one marked current', () => {
    const renderLink = vi.fn(({ href, children, active }: LinkRenderProps) => (
      <a href={href} aria-current={active ? 'page' : undefined} data-router="yes">
        {children}
      </a>
    ))
    renderUi(
      <DetailLayout
        title="web-1"
        status={<span>Активен</span>}
        actions={<button type="button">Действия</button>}
        tabs={tabs}
        activeTab="network"
        tabHref={(tab) => `/lk/project/servers/s1/${tab.name}`}
        renderLink={renderLink}
      >
        <p>Сеть сервера</p>
      </DetailLayout>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'web-1' })).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Разделы' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Обзор', '/lk/project/servers/s1/overview'],
      ['Сеть', '/lk/project/servers/s1/network'],
      ['Снапшоты', '/lk/project/servers/s1/snapshots'],
    ])
    expect(within(nav).getByRole('link', { name: 'Сеть' }).getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'Обзор' }).getAttribute('aria-current')).toBeNull()
    // drawn by the app's link, not a router import
    expect(links.every((link) => link.getAttribute('data-router') === 'yes')).toBe(true)
  })
})

describe('shell', () => {
  it('AppShell has the landmarks and its slots; NavMenu marks the current page', () => {
    renderUi(
      <AppShell
        nav={
          <NavMenu
            sections={[
              {
                title: 'Проект',
                items: [
                  { label: 'Серверы', href: '/lk/project/servers', active: true },
                  { label: 'Диски', href: '/lk/project/volumes' },
                ],
              },
            ]}
          />
        }
        balance={<span>1 000,00 ₽</span>}
        banner={<Banner status="warning" title="Проект остановлен" action={{ label: 'Пополнить', onClick: () => {} }} />}
      >
        <h1>Серверы</h1>
      </AppShell>,
    )
    const nav = screen.getByRole('navigation', { name: 'Основное меню' })
    expect(within(nav).getByRole('link', { name: 'Серверы' }).getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'Диски' }).getAttribute('aria-current')).toBeNull()
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Серверы' })).toBeTruthy()
    expect(screen.getByRole('banner').textContent).toContain('1 000,00 ₽')
    expect(screen.getByRole('status').textContent).toContain('Проект остановлен')
    expect(screen.getByRole('link', { name: 'Перейти к содержимому' }).getAttribute('href')).toBe('#main')
  })

  it('the color-mode toggle puts the class on <html> and remembers it', () => {
    renderUi(<AppShell>content</AppShell>)
    expect(document.documentElement.classList.contains('light')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Включить тёмную тему' }))
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark')
    fireEvent.click(screen.getByRole('button', { name: 'Включить светлую тему' }))
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light')
  })

  it('ErrorState: a message with a Try again link (000 §2)', () => {
    const onRetry = vi.fn()
    renderUi(<ErrorState onRetry={onRetry} />)
    expect(screen.getByRole('alert').textContent).toContain('Не удалось загрузить страницу')
    fireEvent.click(screen.getByRole('link', { name: 'Попробовать снова' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('NotFound: the 404 page leads home', () => {
    renderUi(<NotFound homeHref="/lk/project/dashboard" />)
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/lk/project/dashboard')
  })
})
