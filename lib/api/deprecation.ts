// RFC 9745 `Deprecation` (the instant, as `@<unix seconds>`) and an RFC 8288 `Link rel="deprecation"` to the
// reference, on answers that still carry field names kept beside their replacements (lib/schemas/deprecated-names.ts).
// A client's HTTP layer can log them without reading any body; the fields themselves stay until a new API version.
import { appUrl } from "../env";
import { NAMES_DEPRECATED_ON } from "../schemas/deprecated-names";

const DEPRECATED_AT_SECONDS = Date.parse(`${NAMES_DEPRECATED_ON}T00:00:00Z`) / 1000;

export function deprecationHeaders(): Record<string, string> {
  return { Deprecation: `@${DEPRECATED_AT_SECONDS}`, Link: `<${appUrl()}/docs/api#deprecated-names>; rel="deprecation"; type="text/html"` };
}
