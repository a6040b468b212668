// The dev log must carry no secret: not the password typed into the forms, not the API key the app showed
// once, not the session cookie, not the secrets the app generated into its data folder. Returns the names
// of the ones found (never the values: this report is itself a log).
import fs from "node:fs";
import path from "node:path";

export function secretsInLog(log: string, secrets: Record<string, string>, dataDir: string): string[] {
  const all: Record<string, string> = { ...secrets };
  const file = path.join(dataDir, "secrets.json");
  if (fs.existsSync(file)) {
    for (const [name, value] of Object.entries(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>)) {
      if (typeof value === "string") all[`${name} (${file})`] = value;
    }
  }
  // Short values would match by chance; every secret here is far longer.
  return Object.entries(all)
    .filter(([, value]) => value.length >= 8 && log.includes(value))
    .map(([name]) => name);
}
