// A small Graph API client shared by Instagram, Facebook Pages and Threads: form-encoded requests with the
// access token, zod-checked answers, and every failure as a typed platform error (./graph-errors.ts).
import type { z } from "zod";
import { PlatformRetryableError, toPlatformError } from "../errors";
import { graphBaseUrl, type MetaProduct } from "./base-url";
import { classifyGraphError, graphErrorBody } from "./graph-errors";

export type GraphParams = Record<string, string | number | boolean | null | undefined | object>;

export interface GraphClientOptions {
  product: MetaProduct;
  accessToken: string;
  signal: AbortSignal;
  /** Defaults to graphBaseUrl(product). */
  baseUrl?: string;
}

/** Objects and arrays go as JSON (user_tags, children lists use commas, see callers). */
function encode(params: GraphParams): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    form.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  return form;
}

export class GraphClient {
  readonly product: MetaProduct;
  readonly baseUrl: string;
  private readonly accessToken: string;
  private readonly signal: AbortSignal;

  constructor(options: GraphClientOptions) {
    this.product = options.product;
    this.baseUrl = (options.baseUrl ?? graphBaseUrl(options.product)).replace(/\/+$/, "");
    this.accessToken = options.accessToken;
    this.signal = options.signal;
  }

  /** GET {base}/{path}?params&access_token. */
  get<S extends z.ZodType>(path: string, params: GraphParams, schema: S): Promise<z.infer<S>> {
    const query = encode({ ...params, access_token: this.accessToken });
    return this.send(`${this.baseUrl}/${path}?${query}`, { method: "GET" }, schema);
  }

  /** POST {base}/{path} with a form body carrying the params and the access token. */
  post<S extends z.ZodType>(path: string, params: GraphParams, schema: S): Promise<z.infer<S>> {
    const body = encode({ ...params, access_token: this.accessToken });
    return this.send(`${this.baseUrl}/${path}`, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } }, schema);
  }

  /** A call to an absolute URL the Graph API handed out (rupload.facebook.com upload URLs), token in the header. */
  postAbsolute<S extends z.ZodType>(url: string, headers: Record<string, string>, schema: S): Promise<z.infer<S>> {
    return this.send(url, { method: "POST", headers: { authorization: `OAuth ${this.accessToken}`, ...headers } }, schema);
  }

  /** POST raw bytes to {base}/{path} with the token in an OAuth header (the Resumable Upload API's upload step). */
  postBytes<S extends z.ZodType>(path: string, headers: Record<string, string>, body: Buffer, schema: S): Promise<z.infer<S>> {
    const init: RequestInit = {
      method: "POST",
      body: new Uint8Array(body),
      headers: { authorization: `OAuth ${this.accessToken}`, "content-type": "application/octet-stream", ...headers },
    };
    return this.send(`${this.baseUrl}/${path}`, init, schema);
  }

  private async send<S extends z.ZodType>(url: string, init: RequestInit, schema: S): Promise<z.infer<S>> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, { ...init, signal: this.signal });
      text = await response.text();
    } catch (error) {
      throw toPlatformError(error);
    }
    let json: unknown;
    try {
      json = text === "" ? {} : JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const parsed = graphErrorBody.safeParse(json);
      throw classifyGraphError({
        product: this.product,
        status: response.status,
        headers: response.headers,
        error: parsed.success ? parsed.data.error : undefined,
        bodyText: text,
      });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      // A 200 with an unexpected shape: the request may well have been applied, so never "not applied".
      throw new PlatformRetryableError(
        `${this.product} answered in an unexpected shape: ${parsed.error.issues[0]?.message ?? "unknown"} (${text.slice(0, 200)})`,
        {
          status: response.status,
        },
      );
    }
    return parsed.data;
  }
}
