// The provider's flavors and images, shared by all projects.
import type { Db } from './connection'
import { prepared } from './statements'

export interface FlavorRow {
  id: string
  name: string
  vcpus: number
  ram: number
  cpu_type: 'shared' | 'DEDICATED'
}

export interface ImageRow {
  id: string
  name: string
  distribution: string
  version: string
  os_family: string
}

export class CatalogueRepo {
  constructor(private readonly db: Db) {}

  flavors(): FlavorRow[] {
    return prepared(this.db, 'SELECT * FROM flavors ORDER BY vcpus, ram').all() as FlavorRow[]
  }

  flavor(id: string): FlavorRow | undefined {
    return prepared(this.db, 'SELECT * FROM flavors WHERE id = ?').get(id) as FlavorRow | undefined
  }

  images(): ImageRow[] {
    return prepared(this.db, 'SELECT * FROM images ORDER BY name').all() as ImageRow[]
  }

  image(id: string): ImageRow | undefined {
    return prepared(this.db, 'SELECT * FROM images WHERE id = ?').get(id) as ImageRow | undefined
  }

  insertFlavor(row: FlavorRow): void {
    prepared(this.db, 'INSERT OR IGNORE INTO flavors (id, name, vcpus, ram, cpu_type) VALUES (@id, @name, @vcpus, @ram, @cpu_type)').run(row)
  }

  insertImage(row: ImageRow): void {
    prepared(this.db, 'INSERT OR IGNORE INTO images (id, name, distribution, version, os_family) VALUES (@id, @name, @distribution, @version, @os_family)').run(row)
  }
}
