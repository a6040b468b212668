"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { updateWebhookAction } from "@/lib/actions/webhooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form";
import { toast } from "@/components/ui/toaster";
import { formatZodError } from "@/lib/errors";
import { updateWebhookRequest } from "@/lib/schemas/webhooks";
import type { WebhookRow } from "./types";
import { checkedEvents, WebhookFields, type WebhookFieldValues } from "./webhook-fields";

const initial = (webhook: WebhookRow): WebhookFieldValues & { enabled: boolean } => ({
  url: webhook.url,
  description: webhook.description ?? "",
  events: new Set(webhook.events),
  enabled: webhook.enabled,
});

// "Edit" on an endpoint: change where it points, what it hears and its note, or turn it back on after it was
// disabled, without a new secret (the receiver keeps verifying).
export function EditWebhookButton({ workspaceId, webhook, disabled }: { workspaceId: string; webhook: WebhookRow; disabled: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(() => initial(webhook));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function show() {
    setValues(initial(webhook));
    setError(null);
    setOpen(true);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { url: values.url.trim(), events: checkedEvents(values.events), description: values.description.trim() || null, enabled: values.enabled };
    const checked = updateWebhookRequest.safeParse(body);
    if (!checked.success) {
      setError(formatZodError(checked.error));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const result = await updateWebhookAction(workspaceId, webhook.id, body);
      if (!result.ok) {
        setError(result.error);
        return;
      }
      toast.success("Webhook endpoint saved");
      setOpen(false);
      router.refresh();
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button size="sm" disabled={disabled} onClick={show}>
        Edit
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Edit webhook endpoint">
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <FormError message={error} />
          <WebhookFields idPrefix={`webhook-${webhook.id}`} values={values} onChange={(v) => setValues({ ...values, ...v })} />
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1" checked={values.enabled} onChange={(e) => setValues({ ...values, enabled: e.target.checked })} />
            <span>
              Send events to this endpoint
              {!webhook.enabled ? <span className="block text-slate-500">It is disabled now; tick this to turn it back on.</span> : null}
            </span>
          </label>
          <div className="flex justify-end gap-2">
            <Button onClick={() => setOpen(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" disabled={pending}>
              {pending ? "Saving…" : "Save"}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
