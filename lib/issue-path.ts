/** `accountMappings[1].accountId` from a zod issue path (or any path of keys and indexes). */
export function formatIssuePath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === "number") return `${out}[${part}]`;
    return out === "" ? String(part) : `${out}.${String(part)}`;
  }, "");
}
