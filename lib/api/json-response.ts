// A JSON answer that is a real Fetch `Response` (instanceof, status, headers, json(), text(), body…) without
// paying for a body stream nobody reads. `new Response(text)` builds an undici ReadableStream around the text
// (a stream controller, a transferable object, its queue): measured at 20–40 µs per answer, a tenth of a
// whole GET /posts/{id} in the production server, which writes the text to the socket as it is
// (lib/server/api-front/node-bridge.ts). Here the Response is made without a body and the text kept beside it;
// reading it (json(), text(), arrayBuffer()) hands the text back, and a stream is made only if someone asks
// for `body` (Next, serving the handler under `npm run dev`, pipes that stream to its socket).

/** Where the text sits, by a global symbol: Next may load this module a second time in its own bundle. */
const TEXT = Symbol.for("postlane.jsonResponseText");

/** Statuses whose Response may carry no body (the Fetch standard's null body status). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export class JsonResponse extends Response {
  private readonly [TEXT]: string;
  /** The full Fetch Response with a body stream, made on first use of `body`; it then owns the body. */
  private streamed: Response | undefined;
  private consumed = false;

  constructor(text: string, init: ResponseInit) {
    super(null, init);
    this[TEXT] = text;
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

/** The text of a JSON answer while its body is unread, for writing it as it is; undefined for any other Response. */
export function unreadJsonText(response: Response): string | undefined {
  const text = (response as unknown as Record<symbol, unknown>)[TEXT];
  return typeof text === "string" && !response.bodyUsed ? text : undefined;
}
