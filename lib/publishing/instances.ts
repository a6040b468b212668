// Which in-process workers are alive, so a dead one's claims are taken over in seconds instead of after their
// 5-minute lease. Every worker is an instance with a row in publishing_instances whose heartbeat it renews every
// few seconds; its claim tokens start with its id (`<instance id>/<attempt>`, lib/publishing/claim-rows.ts). An
// instance whose heartbeat is older than `deadAfterMs` is dead: its claims no longer count against the
// per-account and per-network limits and any instance may claim its rows at once (an armed row then goes
// through findExisting, as after any crash). Claims without a registered instance (Inngest runs, recovery)
// keep the lease rule.
//
// On the embedded database only one process can open the data at a time, so when a process registers its
// first worker every instance it does not know is from an earlier process and is dead at once: a restart
// takes over every earlier claim immediately.
import crypto from "node:crypto";
import os from "node:os";
import { Prisma } from "@/generated/prisma/client";
import { db } from "../db";
import { isEmbeddedDatabase } from "../env";

export interface InstanceTiming {
  /** How often a live instance renews its heartbeat. */
  heartbeatIntervalMs: number;
  /** An instance whose heartbeat is older than this is dead; its claims are taken over. */
  deadAfterMs: number;
}

export const DEFAULT_INSTANCE_TIMING: InstanceTiming = { heartbeatIntervalMs: 2_000, deadAfterMs: 10_000 };

/** Dead instances without claims are forgotten after this long. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** Instances registered by this process (on the embedded database, every other one is dead). */
const registeredHere = new Set<string>();

export function newInstanceId(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
}

/** The instance part of a claim token (claim-rows.ts writes `<instance id>/<attempt>`), as SQL. */
const claimInstance = Prisma.sql`split_part(claimed_by, '/', 1)`;

/**
 * SQL: the ids of dead instances (heartbeat older than deadAfterMs by the database's clock, which every
 * instance shares).
 */
export function deadInstanceIds(deadAfterMs: number): Prisma.Sql {
  return Prisma.sql`SELECT id FROM publishing_instances WHERE heartbeat_at < now() - make_interval(secs => ${deadAfterMs / 1000}::float8)`;
}

/** SQL predicate on posts: the row's claim belongs to a dead instance. */
export function claimedByDeadInstance(deadAfterMs: number): Prisma.Sql {
  return Prisma.sql`(claimed_by IS NOT NULL AND ${claimInstance} IN (${deadInstanceIds(deadAfterMs)}))`;
}

/** Registers (or re-registers) an instance and renews its heartbeat. */
export async function heartbeat(instanceId: string): Promise<void> {
  await db.$executeRaw`
    INSERT INTO publishing_instances (id, started_at, heartbeat_at) VALUES (${instanceId}, now(), now())
    ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()`;
}

export async function registerInstance(instanceId: string): Promise<void> {
  const firstHere = registeredHere.size === 0;
  registeredHere.add(instanceId);
  if (firstHere && isEmbeddedDatabase()) {
    // The process before this one is gone (the embedded database has one process at a time).
    await db.$executeRaw`UPDATE publishing_instances SET heartbeat_at = 'epoch' WHERE id <> ALL(${[...registeredHere]}::text[])`;
  }
  await db.$executeRaw`
    DELETE FROM publishing_instances i
    WHERE heartbeat_at < now() - make_interval(secs => ${FORGET_AFTER_MS / 1000}::float8)
      AND NOT EXISTS (SELECT 1 FROM posts WHERE status = 'queued' AND ${claimInstance} = i.id)`;
  await heartbeat(instanceId);
}

/**
 * The instance stopped cleanly with no claims left: forget it. (One that stops with claims still out keeps
 * its row and goes dead after deadAfterMs, when the process is surely gone.)
 */
export async function retireInstance(instanceId: string): Promise<void> {
  registeredHere.delete(instanceId);
  await db.publishingInstance.deleteMany({ where: { id: instanceId } });
}

/** Rows still claimed by this instance (any attempt). */
export async function countClaimsOf(instanceId: string): Promise<number> {
  const [{ n }] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM posts WHERE status = 'queued' AND ${claimInstance} = ${instanceId}`;
  return n;
}
