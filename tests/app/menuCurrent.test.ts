// The left menu marks the one entry whose pages the user is on (issue 15: on a volume's page both «Диски» and
// «Пользователи S3» were marked, since the S3 users' list, /lk/project/s3, made every project page theirs).
import { expect, it } from 'vitest'
import { currentEntry, menuEntries } from '../../src/shell/menu'

const current = (pathname: string): string | undefined => currentEntry(menuEntries(), pathname)?.label

it.each([
  ['/lk/project/volumes/v1/details', 'volume.plural'],
  ['/lk/project/volumes/attached', 'volume.plural'],
  ['/lk/project/servers/s1/overview', 'server.plural'],
  ['/lk/project/dashboard', 'console.menu.dashboard'],
  ['/lk/project/s3', 's3_user.plural'],
  ['/lk/project/s3/u1/details', 's3_user.plural'],
  ['/lk/project/s3/buckets', 's3_bucket.plural'],
  ['/lk/project/keypairs/k1/details', 'keypair.plural'],
  // the most specific entry: API tokens on their page, the profile on its own
  ['/lk/profile/api', 'api_token.plural'],
  ['/lk/profile/personal', 'profile.plural'],
  ['/lk/project/backups/clusters', 'backup_plan.plural'],
  ['/lk/support/main/tickets/3', 'ticket.plural'],
  ['/lk/finance/all', 'console.menu.finance'],
])('on %s the current entry is %s', (pathname, label) => {
  expect(current(pathname)).toBe(label)
})

it('no project page but the S3 users’ own is theirs', () => {
  for (const pathname of ['/lk/project/volumes/all', '/lk/project/floatingips/all', '/lk/project/limits']) expect(current(pathname)).not.toBe('s3_user.plural')
})
