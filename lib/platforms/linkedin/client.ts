// Requests to LinkedIn's versioned REST API (api.linkedin.com/rest): every call carries the bearer token,
// LinkedIn-Version and the Rest.li 2.0 protocol header; failures become platform errors.
import { bearer, fetchNetwork, readJson } from "../http";
import { networkUrl } from "../network-url";
import { throwLinkedinError } from "./errors";
import { LINKEDIN_API_ORIGIN } from "./oauth";
import { linkedinVersion } from "./version";

export function linkedinUrl(path: string): string {
  return networkUrl("linkedin", LINKEDIN_API_ORIGIN, path);
}

export function linkedinHeaders(accessToken: string | null, extra: Record<string, string> = {}): Record<string, string> {
  return { authorization: bearer(accessToken), "linkedin-version": linkedinVersion(), "x-restli-protocol-version": "2.0.0", ...extra };
}

export async function linkedinJson(
  path: string,
  {
    accessToken,
    method = "GET",
    body,
    what,
    signal,
    headers = {},
  }: { accessToken: string | null; method?: string; body?: unknown; what: string; signal: AbortSignal; headers?: Record<string, string> },
): Promise<{ response: Response; json: unknown }> {
  const response = await fetchNetwork(linkedinUrl(path), {
    method,
    headers: linkedinHeaders(accessToken, body === undefined ? headers : { "content-type": "application/json", ...headers }),
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const json = await readJson(response);
  if (!response.ok) throwLinkedinError(response, json, what);
  return { response, json };
}
