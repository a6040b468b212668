import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { STALE_PARTIAL_MS, writePartial } from "./local-file-writer";
import { localPartialDir } from "./local-paths";

const bodyOf = (bytes: number) => new Blob([new Uint8Array(bytes)]).stream() as ReadableStream<Uint8Array>;

describe("local partial files", () => {
  it("a new upload clears partial files abandoned by crashed uploads, not fresh ones", async () => {
    fs.mkdirSync(localPartialDir(), { recursive: true });
    const stale = path.join(localPartialDir(), `stale-${process.pid}`);
    const fresh = path.join(localPartialDir(), `fresh-${process.pid}`);
    fs.writeFileSync(stale, "x");
    fs.writeFileSync(fresh, "x");
    const old = new Date(Date.now() - STALE_PARTIAL_MS - 60_000);
    fs.utimesSync(stale, old, old);
    const written = await writePartial(bodyOf(10), 100);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    expect(written).toMatchObject({ bytes: 10 });
    for (const file of [fresh, (written as { file: string }).file]) fs.rmSync(file, { force: true });
  });
});
