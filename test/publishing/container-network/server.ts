// A local stand-in for a container-style network (the shape of Instagram and Threads: create a container,
// wait until it is FINISHED, publish it), speaking plain HTTP + JSON, with faults that tests inject per route:
// a 500 before or after the work is done, a 429 with Retry-After, a request that never answers (before or
// after the work is done), an expired token. Publishing is deliberately NOT idempotent here (like X): every
// publish call creates a new public post, so a pipeline that calls it twice is caught.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Route = "container" | "status" | "publish" | "refresh" | "insights" | "comment" | "comments";
export type FaultKind = "500" | "500-after-apply" | "429" | "hang-before" | "hang-after" | "401" | "403" | "expired";

export interface Fault {
  route: Route;
  kind: FaultKind;
  /** How many matching requests it hits (default 1). */
  times?: number;
  retryAfterSeconds?: number;
  /** Only requests for this client reference (our row id). */
  clientRef?: string;
}

interface Container {
  id: string;
  clientRef: string;
  accountId: string;
  text: string;
  polls: number;
  postId: string | null;
}

export interface PublicPost {
  id: string;
  containerId: string;
  clientRef: string;
  text: string;
  at: number;
}

export class ContainerNetwork {
  readonly containers = new Map<string, Container>();
  readonly posts: PublicPost[] = [];
  /** Comments on posts; like publishing, commenting is NOT idempotent: every call adds one. */
  readonly comments: { id: string; postId: string; clientRef: string; text: string; at: number }[] = [];
  readonly requests: { route: Route; at: number; clientRef?: string }[] = [];
  readonly faults: Fault[] = [];
  /** Status polls before a container is FINISHED. */
  processingPolls = 0;
  validTokens = new Set(["token-1"]);
  /** Delay before every answer (the benchmark's "answers after 100 ms"). */
  latencyMs = 0;
  /** Share of calls that fail retryably at random (a 500; on publish, half of them after the post is made). */
  randomFailureRate = 0;
  randomFailures = 0;
  private seed = 12345;
  private server = http.createServer((req, res) => void this.handle(req, res));
  private nextId = 1;

  /** Base URL once started. */
  url = "";

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  postsFor(clientRef: string): PublicPost[] {
    return this.posts.filter((post) => post.clientRef === clientRef);
  }

  commentsFor(clientRef: string) {
    return this.comments.filter((comment) => comment.clientRef === clientRef);
  }

  /** Deterministic pseudo-random numbers, so runs are comparable. */
  private random(): number {
    this.seed = (this.seed * 48271) % 2147483647;
    return this.seed / 2147483647;
  }

  private id(prefix: string): string {
    return `${prefix}${String(this.nextId++).padStart(6, "0")}`;
  }

  private takeFault(route: Route, clientRef: string | undefined): Fault | undefined {
    const index = this.faults.findIndex((f) => f.route === route && (f.clientRef === undefined || f.clientRef === clientRef));
    if (index < 0) return undefined;
    const fault = this.faults[index];
    fault.times = (fault.times ?? 1) - 1;
    if (fault.times <= 0) this.faults.splice(index, 1);
    return fault;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length > 0 ? (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, string>) : {};
    const url = new URL(req.url ?? "/", "http://local");
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify(payload));
    };

    let route: Route;
    let match: RegExpMatchArray | null;
    if (req.method === "POST" && url.pathname === "/oauth/refresh") route = "refresh";
    else if (req.method === "POST" && /^\/v1\/[^/]+\/containers$/.test(url.pathname)) route = "container";
    else if (req.method === "POST" && /^\/v1\/[^/]+\/publish$/.test(url.pathname)) route = "publish";
    else if (req.method === "GET" && /^\/v1\/containers\/[^/]+$/.test(url.pathname)) route = "status";
    else if (req.method === "GET" && /^\/v1\/posts\/[^/]+\/insights$/.test(url.pathname)) route = "insights";
    else if (req.method === "POST" && /^\/v1\/posts\/[^/]+\/comments$/.test(url.pathname)) route = "comment";
    else if (req.method === "GET" && /^\/v1\/posts\/[^/]+\/comments$/.test(url.pathname)) route = "comments";
    else return send(404, { error: { message: "unknown endpoint" } });

    const containerId = route === "publish" ? body.container_id : route === "status" ? url.pathname.split("/")[3] : undefined;
    const commentedPost = route === "comment" || route === "comments" ? this.posts.find((p) => p.id === url.pathname.split("/")[3]) : undefined;
    const clientRef = body.client_ref ?? commentedPost?.clientRef ?? (containerId ? this.containers.get(containerId)?.clientRef : undefined);
    this.requests.push({ route, at: Date.now(), clientRef });

    if (route !== "refresh") {
      const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      if (!this.validTokens.has(token)) return send(401, { error: { message: "Error validating access token", code: 190 } });
    }
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    let fault = this.takeFault(route, clientRef);
    // Comments are left out: a failed comment is stored beside the published post, not retried with the row.
    if (!fault && route !== "refresh" && route !== "comment" && route !== "comments" && this.randomFailureRate > 0 && this.random() < this.randomFailureRate) {
      this.randomFailures++;
      fault = { route, kind: route === "publish" && this.random() < 0.5 ? "500-after-apply" : "500" };
    }
    if (fault?.kind === "hang-before") return; // never answers, nothing done
    if (fault?.kind === "500") return send(500, { error: { message: "An unexpected error has occurred. Please retry your request later." } });
    if (fault?.kind === "429") {
      return send(429, { error: { message: "Application request limit reached" } }, { "retry-after": String(fault.retryAfterSeconds ?? 1) });
    }
    if (fault?.kind === "401") return send(401, { error: { message: "Error validating access token", code: 190 } });
    // A permission the app was never granted (Graph API error 10): no retry can fix it.
    if (fault?.kind === "403") return send(403, { error: { message: "(#10) Application does not have permission for this action", code: 10 } });
    if (fault?.kind === "expired") return send(200, { id: containerId, status_code: "EXPIRED" });

    let status = 200;
    let payload: unknown;
    switch (route) {
      case "refresh": {
        if (body.refresh_token !== "refresh-1") return send(400, { error: "invalid_grant" });
        const token = this.id("token-");
        this.validTokens.add(token);
        payload = { access_token: token, expires_in: 3600 };
        break;
      }
      case "container": {
        match = url.pathname.match(/^\/v1\/([^/]+)\/containers$/);
        const container: Container = { id: this.id("c"), clientRef: body.client_ref, accountId: match![1], text: body.text ?? "", polls: 0, postId: null };
        this.containers.set(container.id, container);
        payload = { id: container.id };
        break;
      }
      case "status": {
        const container = this.containers.get(containerId!);
        if (!container) return send(404, { error: { message: "container not found" } });
        container.polls++;
        const state = container.postId ? "PUBLISHED" : container.polls > this.processingPolls ? "FINISHED" : "IN_PROGRESS";
        payload = { id: container.id, status_code: state, ...(container.postId ? { media_id: container.postId } : {}) };
        break;
      }
      case "publish": {
        const container = this.containers.get(containerId!);
        if (!container) return send(400, { error: { message: "invalid container id" } });
        if (container.polls <= this.processingPolls) return send(400, { error: { message: "container is not ready" } });
        const post: PublicPost = { id: this.id("p"), containerId: container.id, clientRef: container.clientRef, text: container.text, at: Date.now() };
        this.posts.push(post);
        container.postId = post.id;
        payload = { id: post.id };
        break;
      }
      case "comment": {
        if (!commentedPost) return send(404, { error: { message: "post not found" } });
        if (!body.message) return send(400, { error: { message: "message is required" } });
        const comment = { id: this.id("m"), postId: commentedPost.id, clientRef: commentedPost.clientRef, text: body.message, at: Date.now() };
        this.comments.push(comment);
        payload = { id: comment.id };
        break;
      }
      case "comments": {
        if (!commentedPost) return send(404, { error: { message: "post not found" } });
        payload = { data: this.comments.filter((c) => c.postId === commentedPost.id).map((c) => ({ id: c.id, message: c.text })) };
        break;
      }
      case "insights": {
        const id = url.pathname.split("/")[3];
        payload = { views: id.length * 100, likes: 7 };
        break;
      }
    }
    if (fault?.kind === "hang-after") return; // the work is done, the answer never comes
    if (fault?.kind === "500-after-apply") status = 500;
    send(status, status === 500 ? { error: { message: "An unexpected error has occurred. Please retry your request later." } } : payload);
  }
}
