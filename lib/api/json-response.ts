// A JSON answer that is a real Fetch `Response` (instanceof, status, headers, json(), text(), body…) without
// paying for what nobody reads. `new Response(text)` builds an undici ReadableStream around the text (a stream
// controller, a transferable object, its queue) and a Headers list checked name by name: measured at 20–40 µs
// per answer, a tenth of a whole GET /posts/{id} in the production server, which writes the text and the
// header fields to the socket as they are (lib/server/api-front/node-bridge.ts). Here the Response is made
// without a body or headers; the text and the fields are kept beside it. Reading the body (json(), text(),
// arrayBuffer()) hands the text back; `headers` is made on first use and from then on holds the fields; a
// stream is made only if someone asks for `body` (Next, serving the handler under `npm run dev`, pipes it).

/** Where the text and the fields sit, by global symbols: Next may load this module a second time in its own bundle. */
const TEXT = Symbol.for("postlane.jsonResponse.text");
const FIELDS = Symbol.for("postlane.jsonResponse.fields");

/** Statuses whose Response may carry no body (the Fetch standard's null body status). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * Header fields while no Headers object has been made for them: a flat list of lower-case names and their
 * values (`[name, value, name, value…]`). A list, not an object keyed by name: the names differ from answer to
 * answer, and an object given them one by one takes a new hidden class per answer (measured with `perf` under
 * bench:api: V8 building maps and missing its inline caches was several per cent of a request), where a list
 * only grows. An answer has a handful of fields, so finding one by name is a short scan.
 */
export type HeaderFields = string[];

/** Sets `name` (lower-case) to `value`: replaces a field of that name when `replace`, else keeps the one there. */
export function putHeaderField(fields: HeaderFields, name: string, value: string, replace = true): void {
  for (let i = 0; i < fields.length; i += 2) {
    if (fields[i] === name) {
      if (replace) fields[i + 1] = value;
      return;
    }
  }
  fields.push(name, value);
}

/** Whether the list has a field of that (lower-case) name. */
export function hasHeaderField(fields: readonly string[], name: string): boolean {
  for (let i = 0; i < fields.length; i += 2) if (fields[i] === name) return true;
  return false;
}

/** `headers` added to `fields`, later names replacing earlier ones as in an object spread. */
export function withHeaderFields(fields: HeaderFields, headers: Record<string, string>): HeaderFields {
  for (const name in headers) putHeaderField(fields, name.toLowerCase(), headers[name]);
  return fields;
}

export class JsonResponse extends Response {
  private readonly [TEXT]: string;
  /** Until `headers` is first read; undefined from then on (the Headers object holds them). */
  private [FIELDS]: HeaderFields | undefined;
  /** The full Fetch Response with a body stream, made on first use of `body`; it then owns the body. */
  private streamed: Response | undefined;
  private consumed = false;

  /** `headers`: an object, a Headers object, or a list of fields as HeaderFields describes (kept as it is). */
  constructor(text: string, init: { status?: number; statusText?: string; headers?: Record<string, string> | Headers | HeaderFields }) {
    super(null, { status: init.status, statusText: init.statusText });
    this[TEXT] = text;
    const headers = init.headers ?? [];
    if (headers instanceof Headers) {
      this[FIELDS] = undefined;
      headers.forEach((value, name) => super.headers.append(name, value));
    } else this[FIELDS] = Array.isArray(headers) ? headers : withHeaderFields([], headers);
  }

  override get headers(): Headers {
    const headers = super.headers;
    const fields = this[FIELDS];
    if (fields) {
      this[FIELDS] = undefined;
      for (let i = 0; i < fields.length; i += 2) headers.set(fields[i], fields[i + 1]);
    }
    return headers;
  }

  private withStream(): Response {
    const bodyless = this.consumed || NULL_BODY_STATUSES.has(this.status);
    this.streamed ??= new Response(bodyless ? null : this[TEXT], { status: this.status, statusText: this.statusText, headers: this.headers });
    return this.streamed;
  }

  /** The text, once: a body is read once, as with any Response. */
  private take(): string {
    if (this.consumed) throw new TypeError("Body is unusable: Body has already been read");
    this.consumed = true;
    return this[TEXT];
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    return this.withStream().body;
  }

  override get bodyUsed(): boolean {
    return this.streamed ? this.streamed.bodyUsed : this.consumed;
  }

  override async text(): Promise<string> {
    return this.streamed ? this.streamed.text() : this.take();
  }

  override async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = new TextEncoder().encode(await this.text());
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  }

  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return new Uint8Array(await this.arrayBuffer());
  }

  override async blob(): Promise<Blob> {
    return new Blob([await this.text()], { type: this.headers.get("content-type") ?? "" });
  }

  override async formData(): Promise<FormData> {
    return this.withStream().formData();
  }

  override clone(): Response {
    if (this.bodyUsed) throw new TypeError("Response.clone: Body has already been consumed.");
    return new JsonResponse(this[TEXT], { status: this.status, statusText: this.statusText, headers: new Headers(this.headers) });
  }
}

type Held = Record<symbol, unknown>;

/** The text of a JSON answer while its body is unread, for writing it as it is; undefined for any other Response. */
export function unreadJsonText(response: Response): string | undefined {
  const text = (response as unknown as Held)[TEXT];
  return typeof text === "string" && !response.bodyUsed ? text : undefined;
}

/**
 * A JSON answer's header fields (lower-case names, as HeaderFields describes), while they are held as given (its
 * `headers` not read yet), for writing them as they are; undefined otherwise (read `headers`).
 */
export function heldHeaderFields(response: Response): readonly string[] | undefined {
  return (response as unknown as Held)[FIELDS] as HeaderFields | undefined;
}

/** Sets each of `headers` on the response unless it has that header already (names compared without case). */
export function addMissingHeaders(response: Response, headers: Record<string, string>): void {
  const fields = (response as unknown as Held)[FIELDS] as HeaderFields | undefined;
  for (const name in headers) {
    if (fields) putHeaderField(fields, name.toLowerCase(), headers[name], false);
    else if (!response.headers.has(name)) response.headers.set(name, headers[name]);
  }
}
