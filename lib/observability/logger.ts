// The one logger (pino): JSON lines on stdout under `npm start` and in tests, pretty lines under `npm run dev`
// (LOG_FORMAT, which scripts/serve.ts sets per mode), at LOG_LEVEL. Every line written while a request is
// answered carries its request id (and workspace, key or user once known) through request-context.ts.
// Secrets are censored by redaction.ts, only where one can be: exact redact paths, and masking by shape on
// messages and errors (never on the whole written line). Kept on globalThis, as the database client is: Next may load this
// module again in its own bundle, and both copies must write through one stream.
import { createRequire } from "node:module";
import pino, { type DestinationStream, type Logger } from "pino";
import { env } from "../env";
import { batchedDestination } from "./log-destination";
import { CENSOR, REDACT_PATHS, scrubDeep, scrubSecrets } from "./redaction";
import { currentRequestContext, knownRequestFields } from "./request-context";

export type { Logger };

const holder = globalThis as unknown as { __postlaneLogger?: Logger };

/** pino-pretty is a development dependency: without it (a production install) the lines stay JSON. */
function prettyStream(): DestinationStream | undefined {
  try {
    const require = createRequire(import.meta.url);
    const pretty = require("pino-pretty") as (options: object) => DestinationStream;
    return pretty({ colorize: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname", sync: true });
  } catch {
    return undefined;
  }
}

/** A logger writing to `destination` (stdout when omitted), with the app's level, redaction and request fields. */
export function createLogger(destination?: DestinationStream, level: string = env().LOG_LEVEL): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: "postlane" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    // An error's message, stack and fields are free text that may hold a secret (a URL with its password).
    serializers: { err: (error: unknown) => scrubDeep(pino.stdSerializers.err(error as Error)) },
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const context = currentRequestContext();
      return context ? knownRequestFields(context) : {};
    },
    hooks: {
      // The message and its format arguments: the free text of a line.
      logMethod(args, method) {
        for (let i = 0; i < args.length; i++) if (typeof args[i] === "string") args[i] = scrubSecrets(args[i] as string);
        return method.apply(this, args);
      },
    },
  };
  const stream =
    destination ??
    (env().LOG_FORMAT === "pretty" ? prettyStream() : undefined) ??
    // stdout, one write per turn of the event loop (log-destination.ts).
    batchedDestination(1);
  return pino(options, stream);
}

/** The process's logger. */
export function logger(): Logger {
  holder.__postlaneLogger ??= createLogger();
  return holder.__postlaneLogger;
}

/** Replaces the process's logger (tests capture the lines with a stream of their own); returns the previous one. */
export function replaceLogger(next: Logger): Logger | undefined {
  const previous = holder.__postlaneLogger;
  holder.__postlaneLogger = next;
  return previous;
}

/**
 * For processes whose stdout carries data (the MCP server over stdio speaks its protocol there, the admin CLI
 * prints its JSON answer there): their log lines go to stderr instead, where a client never parses them.
 */
export function logToStderr(): void {
  replaceLogger(createLogger(pino.destination({ fd: 2, sync: true })));
}
