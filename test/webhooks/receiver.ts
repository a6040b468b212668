// A webhook receiver as an integrator would write one: node:http on 127.0.0.1, every request verified with
// the `standardwebhooks` package's own verifier against the secrets it was given. It records every request
// (verified or not) and answers with what the test scripts (`respond`), 204 by default.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
  /** Which of the receiver's secrets verified it (index), or null if none did. */
  verifiedWith: number | null;
}

export type Responder = (request: ReceivedWebhook) => { status: number; body?: string } | "hang";

export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  respond: Responder = () => ({ status: 204 });
  private server: http.Server | undefined;
  private readonly hanging = new Set<http.ServerResponse>();
  url = "";

  constructor(public secrets: string[] = []) {}

  async start(port = 0): Promise<string> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        const headers = {
          "webhook-id": String(req.headers["webhook-id"] ?? ""),
          "webhook-timestamp": String(req.headers["webhook-timestamp"] ?? ""),
          "webhook-signature": String(req.headers["webhook-signature"] ?? ""),
        };
        const verifiedWith = this.secrets.findIndex((secret) => {
          try {
            new Webhook(secret).verify(body, headers);
            return true;
          } catch {
            return false;
          }
        });
        let payload: ReceivedWebhook["payload"];
        try {
          payload = JSON.parse(body);
        } catch {
          payload = { type: "", timestamp: "", data: {} };
        }
        const request: ReceivedWebhook = {
          id: headers["webhook-id"],
          timestamp: headers["webhook-timestamp"],
          signature: headers["webhook-signature"],
          body,
          payload,
          verifiedWith: verifiedWith === -1 ? null : verifiedWith,
        };
        this.received.push(request);
        const answer = this.respond(request);
        if (answer === "hang") {
          this.hanging.add(res);
          return;
        }
        res.writeHead(answer.status, { "content-type": "text/plain" }).end(answer.body ?? "");
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
    return this.url;
  }

  async waitFor(predicate: (received: ReceivedWebhook[]) => boolean, timeoutMs = 15_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!predicate(this.received)) {
      if (Date.now() > until) throw new Error(`receiver: condition not met in ${timeoutMs} ms; got ${this.received.map((r) => r.payload.type).join(", ")}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
