// 000 §4 Profile actions name_change, subscribe / unsubscribe (and marketing), change_password (000 §5); 000 §3
// Profile: the name is blanked if equal to the e-mail.
import { describe, expect, it } from 'vitest'
import { OTHER, PASSWORD, useEmulator } from './harness'

const emulator = await useEmulator()

describe('profile', () => {
  it('PATCH /profile changes the name and the subscriptions; a name equal to the e-mail reads blank', async () => {
    const api = await emulator.signedIn(OTHER)
    const renamed = await api.patch('/profile', { name: 'Other Person' })
    expect(renamed.body).toMatchObject({ name: 'Other Person', email: OTHER })
    expect((await api.patch('/profile', { name: OTHER })).body.name).toBe('')
    expect((await api.patch('/profile', { email_subscribe: false, email_marketing_subscribe: true })).body).toMatchObject({ email_subscribe: false, email_marketing_subscribe: true })
    expect((await api.get('/profile')).body).toMatchObject({ email_subscribe: false, email_marketing_subscribe: true, second_factor_enabled: false })
    const empty = await api.patch('/profile', {})
    expect(empty.status).toBe(400)
  })

  it('POST /profile/password: a wrong current password and a weak new one are 400 on their fields; the new one then signs in', async () => {
    const api = await emulator.signedIn(OTHER)
    const wrong = await api.post('/profile/password', { password: 'Wrong-password-1', new_password: 'Brand-new-2026' })
    expect(wrong.body.errors[0].path).toBe('password')
    const weak = await api.post('/profile/password', { password: PASSWORD, new_password: 'short' })
    expect(weak.status).toBe(400)
    expect(weak.body.errors[0].path).toContain('new_password')
    expect((await api.post('/profile/password', { password: PASSWORD, new_password: 'Brand-new-2026' })).status).toBe(204)
    expect((await api.post('/auth/login', { email: OTHER, password: PASSWORD })).status).toBe(401)
    await api.login(OTHER, 'Brand-new-2026')
    expect((await api.post('/profile/password', { password: 'Brand-new-2026', new_password: PASSWORD })).status).toBe(204)
  })
})
