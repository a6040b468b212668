import { env } from "@/lib/env";
import { serveLocalFile } from "@/lib/storage/serve-local-file";

async function serve(req: Request, params: Promise<{ key: string[] }>): Promise<Response> {
  if (env().STORAGE_DRIVER !== "local") return new Response("Not found", { status: 404 });
  const { key } = await params;
  return serveLocalFile(key.join("/"), { method: req.method, range: req.headers.get("range") });
}

// GET /media/<key> — a locally stored media file, with byte ranges for video seeking
export async function GET(req: Request, { params }: { params: Promise<{ key: string[] }> }): Promise<Response> {
  return serve(req, params);
}

// HEAD /media/<key> — size and type without the body (networks probe media before fetching it)
export async function HEAD(req: Request, { params }: { params: Promise<{ key: string[] }> }): Promise<Response> {
  return serve(req, params);
}
