// The Chromium that the browser tests and the dev smoke drive: CHROMIUM_PATH when set; else Debian's headless
// shell when installed (apt-get install -y chromium-headless-shell): the same engine and version as Debian's
// chromium, built to run headless only, which used about a fifth less CPU and wall time on the same specs on 2
// cores (docs/development.md, "CI"); else Debian's chromium. The benches that time pages keep the full browser,
// which is what people use.
import fs from "node:fs";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM = "/usr/bin/chromium";

export function testChromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
}
