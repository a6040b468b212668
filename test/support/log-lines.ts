// A stream a test's logger writes to, keeping each line (createLogger(stream, level)), so a test can read what
// was logged: the redaction and no-secret-at-rest tests search every line for secrets.
import { Writable } from "node:stream";

export function logLines(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}
