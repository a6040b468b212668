// The token request's body: application/x-www-form-urlencoded (RFC 6749 section 4.1.3), each parameter at
// most once (section 3.2).
import { InvalidRequestError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
import { readLimited } from "../parse-body";

const MAX_FORM_BYTES = 16 * 1024;

export async function readTokenForm(req: Request): Promise<Record<string, string>> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") throw new InvalidRequestError("The token request must be application/x-www-form-urlencoded");
  const form = new URLSearchParams(await readLimited(req, MAX_FORM_BYTES));
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (name in fields) throw new InvalidRequestError(`${name} is given more than once`);
    fields[name] = value;
  }
  return fields;
}
