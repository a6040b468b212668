// Standard Webhooks signing (https://www.standardwebhooks.com): secrets are `whsec_` + base64 of random bytes,
// and each request carries webhook-id, webhook-timestamp and webhook-signature, the latter a space-separated
// list of `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per secret in use. During a rotation's
// overlap window both the new and the previous secret sign, so receivers holding either one verify.
import crypto from "node:crypto";
import { Webhook } from "standardwebhooks";

export function generateWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString("base64")}`;
}

export function signedHeaders({ id, at, body, secrets }: { id: string; at: Date; body: string; secrets: string[] }): Record<string, string> {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(id, at, body));
  return {
    "content-type": "application/json",
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": signatures.join(" "),
  };
}
