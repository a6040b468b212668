// Small HTTP helpers the network adapters share: fetch that turns transport failures into platform
// errors, and zod parsing that turns an unexpected response shape into a retryable error naming the network.
import type { z } from "zod";
import { PlatformRetryableError, toPlatformError } from "./errors";

export async function fetchNetwork(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw toPlatformError(error);
  }
}

/** The body as JSON, or undefined when it is empty or not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function parseResponse<S extends z.ZodType>(schema: S, body: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    // The network answered with a shape we do not know: most likely a transient proxy page; the call may
    // have been applied, so it is not "not applied".
    throw new PlatformRetryableError(`unexpected response to ${what}: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  }
  return parsed.data;
}

export function bearer(accessToken: string | null): string {
  return `Bearer ${accessToken ?? ""}`;
}
