// Loading a table of millions of rows the way PostgreSQL's own documentation advises ("Populating a
// Database", https://www.postgresql.org/docs/15/populate.html): without its indexes and foreign keys, which
// are built once afterwards (a sorted index build instead of one index insertion per row per index, and one
// join for a foreign key instead of one trigger per row). What is dropped is read from the catalog and put
// back from its own definition (pg_get_indexdef, pg_get_constraintdef), under the same names, so the schema
// measured afterwards is exactly the migrated one. Nothing is UNLOGGED and every constraint is validated.
import type pg from "pg";

export interface DroppedStructures {
  table: string;
  /** CREATE [UNIQUE] INDEX statements, the primary key's first when it was dropped. */
  indexes: string[];
  primaryKey: string | null;
  foreignKeys: { name: string; definition: string }[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Drops `table`'s secondary indexes, its foreign keys and (when no other table's foreign key needs it) its
 * primary key; returns what restoreStructures puts back. Also pauses autovacuum on the table while it loads.
 */
export async function dropForBulkLoad(client: pg.Client | pg.PoolClient, table: string): Promise<DroppedStructures> {
  const foreignKeys = (
    await client.query<{ name: string; definition: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'f' ORDER BY conname`,
      [table],
    )
  ).rows;
  const pk = (
    await client.query<{ name: string; index: string; referenced: boolean }>(
      `SELECT c.conname AS name, pg_get_indexdef(c.conindid) AS index,
              EXISTS (SELECT 1 FROM pg_constraint f WHERE f.confrelid = c.conrelid AND f.contype = 'f') AS referenced
       FROM pg_constraint c WHERE c.conrelid = $1::regclass AND c.contype = 'p'`,
      [table],
    )
  ).rows[0];
  // Indexes that back no constraint of the table (Prisma's @@index and @@unique are plain indexes).
  const indexes = (
    await client.query<{ name: string; definition: string }>(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       WHERE i.indrelid = $1::regclass
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conrelid = i.indrelid AND c.conindid = i.indexrelid AND c.contype IN ('p', 'u', 'x'))
       ORDER BY 1`,
      [table],
    )
  ).rows;
  for (const fk of foreignKeys) await client.query(`ALTER TABLE ${quote(table)} DROP CONSTRAINT ${quote(fk.name)}`);
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
  const dropPk = pk && !pk.referenced;
  if (dropPk) await client.query(`ALTER TABLE ${quote(table)} DROP CONSTRAINT ${quote(pk.name)}`);
  await client.query(`ALTER TABLE ${quote(table)} SET (autovacuum_enabled = false)`);
  return {
    table,
    indexes: [...(dropPk ? [pk.index] : []), ...indexes.map((i) => i.definition)],
    primaryKey: dropPk ? pk.name : null,
    foreignKeys,
  };
}

/**
 * Puts back what dropForBulkLoad took, once the rows are in: the indexes built at once, one connection each
 * (index builds only share-lock the table), then the primary key on its index, then the foreign keys one at a
 * time (each is validated against every row, and two on one referenced table would wait for each other).
 */
export async function restoreStructures(pool: pg.Pool, parallel: number, dropped: DroppedStructures[], log: (line: string) => void): Promise<void> {
  const timed = async (label: string, sql: string) => {
    const client = await pool.connect();
    const start = Date.now();
    try {
      await client.query(sql);
    } finally {
      client.release();
    }
    log(`    ${label}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  };
  const builds = dropped.flatMap((d) => d.indexes.map((sql) => ({ label: /INDEX (\S+)/.exec(sql)?.[1] ?? sql, sql })));
  // In the order given (the caller puts the biggest table first), so the longest builds are not started last.
  await runAll(parallel, builds, (b) => timed(`index ${b.label}`, b.sql));
  for (const d of dropped) {
    if (d.primaryKey)
      await timed(
        `primary key of ${d.table}`,
        `ALTER TABLE ${quote(d.table)} ADD CONSTRAINT ${quote(d.primaryKey)} PRIMARY KEY USING INDEX ${quote(d.primaryKey)}`,
      );
    for (const fk of d.foreignKeys) await timed(`foreign key ${fk.name}`, `ALTER TABLE ${quote(d.table)} ADD CONSTRAINT ${quote(fk.name)} ${fk.definition}`);
    await timed(`autovacuum back on for ${d.table}`, `ALTER TABLE ${quote(d.table)} RESET (autovacuum_enabled)`);
  }
}

/** Runs `task` over `items`, at most `parallel` at a time, in order of start. */
export async function runAll<T>(parallel: number, items: T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}
