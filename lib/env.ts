// The one reader of process.env: every setting is parsed and defaulted here (names fixed by the design).
import { z } from "zod";

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const booleanFlag = z
  .string()
  .optional()
  .transform((v) => v === "1" || v?.toLowerCase() === "true");

/** Comma-separated `host` (any port) or `host:port` entries, e.g. `media.internal:8080,[::1]:9000`. */
function hostList(name: string) {
  return z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter((h) => h !== ""),
    )
    .refine((hosts) => hosts.every((h) => /^([a-z0-9_.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/.test(h)), {
      message: `${name} must be comma-separated host or host:port entries (IPv6 in brackets), without scheme or path`,
    });
}

/**
 * TOKEN_ENCRYPTION_KEY as the 32 raw bytes of AES-256-GCM: 64 hex characters or base64 of 32 bytes; null when
 * it is neither. Checked when the settings are read, so a bad key stops the start instead of failing the first
 * request that encrypts (lib/secrets.ts).
 */
export function decodeTokenEncryptionKey(raw: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(raw)) return Buffer.from(raw, "hex");
  if (!/^[A-Za-z0-9+/]{43}=?$|^[A-Za-z0-9_-]{43}$/.test(raw)) return null;
  const key = Buffer.from(raw, "base64");
  return key.length === 32 ? key : null;
}

/** An absolute http(s) URL, or unset. */
function optionalHttpUrl(name: string) {
  return optionalString.refine((v) => v === undefined || /^https?:\/\/[^/\s]+/.test(v), { message: `${name} must be an http:// or https:// URL` });
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: "DATABASE_URL must be a postgres:// or postgresql:// URL (unset it to use the embedded database)",
  }),
  /** Folder for the embedded database, generated secrets and local media. */
  POSTLANE_DATA_DIR: z.string().default(".data"),
  /** `memory` runs the embedded database in memory (tests); anything else keeps it in POSTLANE_DATA_DIR. */
  POSTLANE_EMBEDDED_DB: z.enum(["disk", "memory"]).default("disk"),
  PORT: z.coerce.number().int().positive().default(3000),
  APP_URL: optionalHttpUrl("APP_URL"),
  REDIS_URL: optionalString,
  AUTH_SECRET: optionalString,
  NEXTAUTH_SECRET: optionalString,
  TOKEN_ENCRYPTION_KEY: optionalString.refine((v) => v === undefined || decodeTokenEncryptionKey(v) !== null, {
    message: "TOKEN_ENCRYPTION_KEY must be 32 bytes written as 64 hex characters or base64 (openssl rand -base64 32)",
  }),
  INNGEST_EVENT_KEY: optionalString,
  INNGEST_SIGNING_KEY: optionalString,
  INNGEST_BASE_URL: optionalString,
  INNGEST_DEV: optionalString,
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: optionalString,
  S3_REGION: optionalString,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag,
  CDN_URL: optionalHttpUrl("CDN_URL"),
  POSTLANE_MONTHLY_POST_QUOTA: z.coerce.number().int().nonnegative().default(1000),
  POSTLANE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Sign-up attempts one client address may make per hour (lib/services/rate-limit/sign-up-throttle.ts). */
  POSTLANE_SIGN_UPS_PER_CLIENT_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Most OAuth clients registered at once (dynamic registration is open to anyone). */
  POSTLANE_OAUTH_CLIENT_LIMIT: z.coerce.number().int().positive().default(1000),
  /**
   * Hosts the server may fetch post media (and link previews) from although they resolve to private or
   * loopback addresses: comma-separated `host` (any port) or `host:port`, e.g. `media.internal:8080,[::1]:9000`.
   * For an internal media server, and for tests whose fake media hosts listen on 127.0.0.1.
   */
  POSTLANE_MEDIA_ALLOWED_HOSTS: hostList("POSTLANE_MEDIA_ALLOWED_HOSTS"),
  /**
   * Hosts webhook endpoints may point at although they resolve to private or loopback addresses (same format
   * as POSTLANE_MEDIA_ALLOWED_HOSTS): an automation server on the internal network, the tests' receivers.
   */
  POSTLANE_WEBHOOK_ALLOWED_HOSTS: hostList("POSTLANE_WEBHOOK_ALLOWED_HOSTS"),
  /**
   * Reverse proxies in front of the app that append the client's address to X-Forwarded-For (a load
   * balancer, nginx). 0: clients connect directly and their socket address is used (the header is ignored,
   * as anyone can send it). Sign-in throttling and failed API-key limits count per client address.
   */
  POSTLANE_TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * On SIGTERM/SIGINT, how long publishing calls in progress may take to finish before the process exits
   * (docs/publishing.md, "Crash, restart and shutdown").
   */
  POSTLANE_SHUTDOWN_DEADLINE_SECONDS: z.coerce.number().positive().max(600).default(10),
  /**
   * The SMTP server email goes out through, e.g. `smtp://user:pass@mail.example.com:587` (STARTTLS when the
   * server offers it) or `smtps://…:465`. Unset: every message is still composed and kept in the outbox,
   * marked "not sent: no SMTP configured" (docs/teams-email-notifications.md, "Email").
   */
  SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\/[^/\s]+/.test(v), {
    message: "SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587",
  }),
  /** The sender of every email: an address, or `Name <address>`. Default: `Postlane <postlane@<APP_URL's host>>`. */
  MAIL_FROM: optionalString.refine((v) => v === undefined || /^([^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/.test(v), {
    message: "MAIL_FROM must be an email address or `Name <address>`",
  }),
  /** Instance operators (comma-separated emails): they see the outbox of every email at /admin/outbox. */
  POSTLANE_ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter((e) => e !== ""),
    ),
  /** The least severe log lines written (lib/observability/logger.ts): fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** `json` (one object a line, for log collectors) or `pretty` (for a person at a terminal; `npm run dev` sets it). */
  LOG_FORMAT: z.enum(["json", "pretty"]).default("json"),
  /**
   * The bearer token a Prometheus scraper sends to GET /metrics. Unset: /metrics on the app's port answers 404
   * (docs/operations-logs-metrics.md).
   */
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, { message: "METRICS_TOKEN must be at least 16 characters" }),
  /** A separate port serving only GET /metrics (keep it on a private network); it asks for METRICS_TOKEN when that is set. */
  METRICS_PORT: optionalString.pipe(z.union([z.undefined(), z.coerce.number<string>().int().min(1).max(65535)])),
  /** Log SQL and other internals. */
  POSTLANE_DEBUG: booleanFlag,
  /** The API key `npm run mcp` (the MCP server over stdio) acts with. */
  POSTLANE_API_KEY: optionalString,
});

export type Env = z.infer<typeof envSchema>;

function parseEnv(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

let cached: Env | undefined;

/** The parsed environment. Parsed once per process; tests may call resetEnv() after changing process.env. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

export function resetEnv(): void {
  cached = undefined;
}

export function appUrl(): string {
  return (env().APP_URL ?? `http://localhost:${env().PORT}`).replace(/\/+$/, "");
}

export function isEmbeddedDatabase(): boolean {
  return env().DATABASE_URL === undefined;
}

/** Per-network settings (`<NETWORK>_CLIENT_ID`, `<NETWORK>_API_BASE_URL` …), read by name. */
export function networkSetting(
  network: string,
  suffix: "CLIENT_ID" | "CLIENT_SECRET" | "API_BASE_URL" | "API_VERSION" | "METRICS_CADENCE" | "METRICS_MONTHLY_READS",
): string | undefined {
  const value = process.env[`${network.toUpperCase()}_${suffix}`];
  return value && value.trim() !== "" ? value.trim() : undefined;
}
