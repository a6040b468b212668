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

/** Header fields by lower-case name, while no Headers object has been made for them. */
type Fields = Record<string, string>;

function lowerCased(headers: Record<string, string>): Fields {
  const fields: Fields = {};
  for (const name in headers) fields[name.toLowerCase()] = headers[name];
  return fields;
}

export class JsonResponse extends Response {
  private readonly [TEXT]: string;
  /** Until `headers` is first read; undefined from then on (the Headers object holds them). */
  private [FIELDS]: Fields | undefined;
  /** The full Fetch Response with a body stream, made on first use of `body`; it then owns the body. */
  private streamed: Response | undefined;
  private consumed = false;

  constructor(text: string, init: { status?: number; statusText?: string; headers?: Record<string, string> | Headers }) {
    super(null, { status: init.status, statusText: init.statusText });
    this[TEXT] = text;
    const headers = init.headers ?? {};
    if (headers instanceof Headers) {
      this[FIELDS] = undefined;
      headers.forEach((value, name) => super.headers.append(name, value));
    } else this[FIELDS] = lowerCased(headers);
  }

  override get headers(): Headers {
    const headers = super.headers;
    const fields = this[FIELDS];
    if (fields) {
      this[FIELDS] = undefined;
      for (const name in fields) headers.set(name, fields[name]);
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
 * A JSON answer's header fields by lower-case name, while they are held as given (its `headers` not read yet),
 * for writing them as they are; undefined otherwise (read `headers`).
 */
export function heldHeaderFields(response: Response): Readonly<Fields> | undefined {
  return (response as unknown as Held)[FIELDS] as Fields | undefined;
}

/** Sets each of `headers` on the response unless it has that header already (names compared without case). */
export function addMissingHeaders(response: Response, headers: Record<string, string>): void {
  const fields = (response as unknown as Held)[FIELDS] as Fields | undefined;
  for (const name in headers) {
    if (fields) {
      const key = name.toLowerCase();
      if (!(key in fields)) fields[key] = headers[name];
    } else if (!response.headers.has(name)) response.headers.set(name, headers[name]);
  }
}
