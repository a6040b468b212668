// The client's address as the app sees it: the first X-Forwarded-For hop (set by Next's server and by the
// production server's fast path from the socket; a proxy in front sets it too). It only feeds the daily
// visitor hash, so a forged header can at worst inflate unique visitors.
export function requestAddress(req: { headers: { get(name: string): string | null } }): string {
  const forwarded = req.headers.get("x-forwarded-for");
  return forwarded?.split(",")[0]?.trim() || req.headers.get("x-real-ip") || "unknown";
}
