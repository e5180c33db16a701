// The demo accounts' DNS: the service on, a main domain with records of every type a user adds, and a second
// domain down to its last NS record (000 §4: it cannot be deleted).
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { isoAt } from '../../domain/ids'
import { insertDomain, insertRecord, NAME_SERVERS } from './rules'

export function seedDns(ctx: Ctx, projectId: string, prefix: string, base: number): void {
  prepared(ctx.repos.db, "INSERT INTO dns_services (project_id, status, activated_in) VALUES (?, 'ACTIVE', ?)").run(projectId, isoAt(base))
  const name = `${prefix || 'demo-'}shop.example.com`
  const main = insertDomain(ctx, projectId, { name, admin_email: `admin@${name}`, related_ip_list: ['203.0.113.10'], delegated: true, is_main: true }, base)
  const at = isoAt(base)
  insertRecord(ctx, main, { type: 'A', name: `www.${name}`, ipv4: '203.0.113.10' }, at)
  insertRecord(ctx, main, { type: 'AAAA', name: `www.${name}`, value: '2001:db8::10' }, at)
  insertRecord(ctx, main, { type: 'MX', name, priority: 10, value: `mail.${name}` }, at)
  insertRecord(ctx, main, { type: 'TXT', name, value: 'v=spf1 mx -all' }, at)
  insertRecord(ctx, main, { type: 'CNAME', name: `shop.${name}`, value: `www.${name}` }, at)
  insertRecord(ctx, main, { type: 'SRV', name: `_sip._tcp.${name}`, priority: 10, weight: 5, port: 5060, value: `sip.${name}` }, at)
  insertRecord(ctx, main, { type: 'CAA', name, flag: 0, tag: 'issue', value: 'letsencrypt.org' }, at)
  const blog = insertDomain(ctx, projectId, { name: `${prefix || 'demo-'}blog.example.net`, delegated: true }, base + 60_000)
  // down to one NS record: the last one cannot be deleted
  prepared(ctx.repos.db, "DELETE FROM dns_records WHERE domain_id = ? AND type = 'NS' AND value = ?").run(blog.id, NAME_SERVERS[1])
}
