// Migration 2: indexes for lists in SQL (emulator/lists) and for the lookups that present a page's rows.
// A project's list is always read by project (and, for volumes, storage type), in the default order
// -created_in with id as the tiebreak, narrowed by status or (volumes) by server; volumes also by size and
// name. The lookups that present a page's rows go by volume, server and snapshot; the token ones by user
// and expiry. The single-column project indexes of migration 1 are covered by the new ones and dropped.
export const LIST_INDEXES = `
CREATE INDEX volumes_project_created ON volumes(project_id, storage_type, created_in DESC, id);
CREATE INDEX volumes_project_status ON volumes(project_id, storage_type, status, created_in DESC, id);
CREATE INDEX volumes_project_server ON volumes(project_id, storage_type, server_id, created_in DESC, id);
CREATE INDEX volumes_project_size ON volumes(project_id, storage_type, size DESC, id);
CREATE INDEX volumes_project_name ON volumes(project_id, name);
DROP INDEX volumes_project;

CREATE INDEX servers_project_created ON servers(project_id, created_in DESC, id);
CREATE INDEX servers_project_status ON servers(project_id, status, created_in DESC, id);
CREATE INDEX servers_source_snapshot ON servers(source_snapshot_id);
DROP INDEX servers_project;

CREATE INDEX snapshots_project_created ON snapshots(project_id, created_in DESC, id);
CREATE INDEX snapshots_project_status ON snapshots(project_id, status, created_in DESC, id);
CREATE INDEX snapshots_server ON snapshots(server_id);
CREATE INDEX snapshots_volume ON snapshots(volume_id);
DROP INDEX snapshots_project;

CREATE INDEX addresses_project ON addresses(project_id);
CREATE INDEX tokens_user_kind ON tokens(user_id, kind);
CREATE INDEX tokens_expires ON tokens(expires_at);
CREATE INDEX sessions_user ON sessions(user_id);
`
