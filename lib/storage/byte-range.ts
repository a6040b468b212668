// HTTP Range parsing for media serving (RFC 9110 §14): one range per request, which is what video players send.

export type RangeResult = { kind: "full" } | { kind: "partial"; start: number; end: number } | { kind: "unsatisfiable" };

export function parseRange(header: string | null, size: number): RangeResult {
  if (!header) return { kind: "full" };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, other units or garbage: serve the whole file, as the RFC allows.
  if (!match || (match[1] === "" && match[2] === "")) return { kind: "full" };
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end };
}
