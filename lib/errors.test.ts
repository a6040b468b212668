import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BadRequestError, NotFoundError, formatZodError, parseInput, toAppError } from "./errors";

describe("validation messages", () => {
  const schema = z.strictObject({
    accountMappings: z.array(z.object({ platform: z.string(), accountId: z.string({ error: "required" }) })),
    scheduledAt: z.string().refine(() => false, { error: "must be in the future" }),
  });

  it("names the path of each problem", () => {
    const result = schema.safeParse({ accountMappings: [{ platform: "x", accountId: "a" }, { platform: "y" }], scheduledAt: "2020" });
    expect(result.success).toBe(false);
    expect(formatZodError(result.error!)).toBe("accountMappings[1].accountId: required; scheduledAt: must be in the future");
  });

  it("lists unknown fields by name", () => {
    const result = schema.safeParse({ accountMappings: [], scheduledAt: "x", colour: "red", size: 1 });
    expect(formatZodError(result.error!)).toContain("unknown fields: colour, size");
  });

  it("turns a failed parse into a 400", () => {
    expect(() => parseInput(schema, null)).toThrow(BadRequestError);
  });
});

describe("lost database connections", () => {
  // Shapes seen from a real PostgreSQL after pg_terminate_backend, and what node-postgres throws otherwise.
  const prismaTerminated = Object.assign(new Error("Database error. Code: `57P01`"), {
    name: "PrismaClientKnownRequestError",
    code: "P2039",
    meta: { driverAdapterError: { name: "DriverAdapterError", cause: { originalCode: "57P01", kind: "postgres", code: "57P01", severity: "FATAL" } } },
  });
  const prismaUnreachable = Object.assign(new Error("x"), {
    code: "P2010",
    meta: { driverAdapterError: { cause: { kind: "DatabaseNotReachable", host: "db" } } },
  });
  const pgTerminated = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01", severity: "FATAL" });
  const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED", syscall: "connect", errno: -111 });

  it.each([
    ["Prisma, session terminated", prismaTerminated],
    ["Prisma, server unreachable", prismaUnreachable],
    ["node-postgres, session terminated", pgTerminated],
    ["node-postgres, socket dropped", new Error("Connection terminated unexpectedly")],
    ["connection refused", refused],
    ["wrapped in a cause", new Error("outer", { cause: pgTerminated })],
  ])("%s is a 503 with Retry-After", (_, error) => {
    const mapped = toAppError(error);
    expect(mapped?.status).toBe(503);
    expect(mapped?.headers).toEqual({ "Retry-After": "5" });
    expect(mapped?.code).toBe("service_unavailable");
  });

  it("leaves other failures alone: query errors stay unknown (500), AppErrors pass through", () => {
    expect(toAppError(Object.assign(new Error("invalid byte sequence"), { code: "22021" }))).toBeUndefined();
    expect(toAppError(new TypeError("x is undefined"))).toBeUndefined();
    const notFound = new NotFoundError("Post");
    expect(toAppError(notFound)).toBe(notFound);
  });
});
