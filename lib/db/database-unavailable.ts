// Whether a failure means the database connection, not the request, failed: the request did nothing durable
// and may simply be retried. lib/errors.ts's toAppError answers such a failure with a 503 and Retry-After;
// kept apart because it knows the drivers' shapes (SQLSTATEs, the driver adapter's kinds, Prisma's codes),
// not the error model.

/**
 * SQLSTATEs that say the connection, not the request, failed: class 08 (connection exception), 57P01-57P03
 * (the server shut the session down: pg_terminate_backend, a restart, a crash), 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** The driver adapter's names for the same conditions (@prisma/adapter-pg), and Node's socket errors. */
const UNAVAILABLE_KINDS = new Set(["ConnectionClosed", "DatabaseNotReachable", "SocketTimeout", "TooManyConnections"]);
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH"]);
/** Prisma's own codes: cannot reach the server, timed out, server closed the connection, pool timeout. */
const PRISMA_UNAVAILABLE = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** node-postgres says these without a code when the socket drops or the pool cannot connect in time. */
const UNAVAILABLE_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** How long a client should wait before retrying a request the database could not serve. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Whether `error` (or what it wraps) means the database connection failed, so the request may simply be retried. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const e = current as {
      code?: unknown;
      kind?: unknown;
      message?: unknown;
      name?: unknown;
      meta?: { driverAdapterError?: { cause?: unknown } };
      cause?: unknown;
    };
    if (typeof e.code === "string" && (UNAVAILABLE_SQLSTATE.test(e.code) || SOCKET_CODES.has(e.code) || PRISMA_UNAVAILABLE.has(e.code))) return true;
    if (typeof e.kind === "string" && UNAVAILABLE_KINDS.has(e.kind)) return true;
    if (
      e.kind === "postgres" &&
      typeof (e as { originalCode?: unknown }).originalCode === "string" &&
      UNAVAILABLE_SQLSTATE.test((e as { originalCode: string }).originalCode)
    )
      return true;
    if (e.name === "PrismaClientInitializationError") return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    current = e.meta?.driverAdapterError?.cause ?? e.cause;
  }
  return false;
}
