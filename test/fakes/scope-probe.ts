// Shared by the stand-ins' scope tests: for an endpoint's ScopeRule and the scopes our connect flow asks for,
// the grants that fall just short of the rule, so a test can show each endpoint refuses every one of them and
// takes the full grant.
import type { ScopeRule } from "./oauth-server";

/** Each way `full` can fall short of `rule`: one required scope dropped (all), or every alternative dropped (anyOf). */
export function shortGrants(full: readonly string[], rule: ScopeRule): { dropped: string[]; scopes: string[] }[] {
  if ("all" in rule) return rule.all.map((scope) => ({ dropped: [scope], scopes: full.filter((s) => s !== scope) }));
  return [{ dropped: [...rule.anyOf], scopes: full.filter((s) => !rule.anyOf.includes(s)) }];
}

/** The status and parsed body of a stand-in's answer. */
export async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body };
}
