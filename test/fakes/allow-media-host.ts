// Adapters fetch media through the SSRF-safe fetcher, which refuses loopback addresses. The fake media hosts
// listen on 127.0.0.1, so a test names each one in POSTLANE_MEDIA_ALLOWED_HOSTS (the operator setting), as an
// operator would name an internal media server: only that host and port, every other check still applies.
import { resetEnv } from "@/lib/env";

/** Allows the host and port of `url` (a fake media server's base URL) for this test file's process. */
export function allowMediaHost(url: string): void {
  const { host } = new URL(url);
  const current = (process.env.POSTLANE_MEDIA_ALLOWED_HOSTS ?? "").split(",").filter(Boolean);
  if (!current.includes(host)) process.env.POSTLANE_MEDIA_ALLOWED_HOSTS = [...current, host].join(",");
  resetEnv();
}
