// A tiny file host for adapter tests: serves generated image and video bytes at stable paths, like Postlane's
// media storage would, so adapters download real bytes over HTTP.
import { FakeHttpServer } from "./oauth-server";

export class FakeMediaHost extends FakeHttpServer {
  readonly files = new Map<string, { bytes: Buffer; contentType: string }>();

  constructor() {
    super("media host");
    this.route("GET", /^\/(.+)$/, (_req, [name]) => {
      const file = this.files.get(name);
      if (!file) return { status: 404, body: "not found" };
      return { status: 200, headers: { "content-type": file.contentType, "content-length": String(file.bytes.length) }, body: file.bytes };
    });
  }

  /** Adds a file of `size` bytes and returns its public URL. */
  add(name: string, contentType: string, size: number): string {
    const bytes = Buffer.alloc(size);
    for (let i = 0; i < size; i++) bytes[i] = (i * 31 + name.length) % 256;
    this.files.set(name, { bytes, contentType });
    return `${this.url}/${name}`;
  }
}
