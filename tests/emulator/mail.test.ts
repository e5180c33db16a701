// System e-mails (issue: restore links carried the sentence's full stop; e-mails were English under a Russian
// interface): written in the language asked for, each link alone on its line and linked whole in the outbox.
import { describe, expect, it } from 'vitest'
import { mailLanguage } from '../../emulator/mail'
import { DEMO, useEmulator } from './harness'

const emulator = await useEmulator()

async function restore(acceptLanguage?: string): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) }
  const answer = await fetch(`${emulator.url}/api/v1/auth/restore`, { method: 'POST', headers, body: JSON.stringify({ email: DEMO }) })
  expect(answer.status).toBe(204)
}

describe('system e-mails', () => {
  it('Accept-Language picks the letter: Russian by default (000 §1), English when preferred', () => {
    expect(mailLanguage(undefined)).toBe('ru')
    expect(mailLanguage('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru')
    expect(mailLanguage('en-US,en;q=0.9,ru;q=0.5')).toBe('en')
    expect(mailLanguage('de-DE')).toBe('ru')
  })

  it('the restore letter: Russian or English; its link stands alone, with no punctuation in it', async () => {
    const api = emulator.api()
    await restore('ru-RU,ru;q=0.9')
    const [russian] = await api.mail(DEMO)
    expect(russian.subject).toBe('Восстановление пароля')
    const lines: string[] = russian.text.split('\n')
    expect(lines).toContain(russian.data.link)
    expect(russian.data.link).toMatch(/^\/lk\/sign\/restore_password\?key=[\w-]+$/)

    await restore('en-GB,en;q=0.9')
    const [english] = await api.mail(DEMO)
    expect(english.subject).toBe('Password restore')
    expect(english.text.split('\n')).toContain(english.data.link)
  })

  it('the outbox page links the whole key and nothing after it', async () => {
    await restore()
    const [mail] = await emulator.api().mail(DEMO)
    const page = await (await fetch(`${emulator.url}/emulator/mail`)).text()
    expect(page).toContain(`<a href="${mail.data.link}">`)
  })
})
