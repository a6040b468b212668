"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { createWebhookAction } from "@/lib/actions/webhooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form";
import { toast } from "@/components/ui/toaster";
import { formatZodError } from "@/lib/errors";
import { createWebhookRequest } from "@/lib/schemas/webhooks";
import { WEBHOOK_EVENT_TYPES } from "@/lib/webhooks/event-types";
import { SecretReveal } from "./secret-reveal";
import { checkedEvents, WebhookFields } from "./webhook-fields";

// "Add endpoint" opens a dialog: the form, then (once) the signing secret.
export function CreateWebhookButton({ workspaceId }: { workspaceId: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<Set<string>>(() => new Set(WEBHOOK_EVENT_TYPES));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function close() {
    setOpen(false);
    setSecret(null);
    setUrl("");
    setDescription("");
    setEvents(new Set(WEBHOOK_EVENT_TYPES));
    setError(null);
    router.refresh();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = { url: url.trim(), events: checkedEvents(events), description: description.trim() || undefined };
    // The API's own schema, so the form refuses exactly what the API would.
    const checked = createWebhookRequest.safeParse(input);
    if (!checked.success) {
      setError(formatZodError(checked.error));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const result = await createWebhookAction(workspaceId, input);
      if (!result.ok) {
        setError(result.error);
        return;
      }
      toast.success("Webhook endpoint added");
      setSecret(result.data.secret);
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Add endpoint
      </Button>
      <Dialog open={open} onClose={close} title={secret ? "Your endpoint's signing secret" : "Add a webhook endpoint"}>
        {secret ? (
          <SecretReveal secret={secret} onDone={close} />
        ) : (
          <form onSubmit={onSubmit} className="space-y-4" noValidate>
            <FormError message={error} />
            <WebhookFields
              idPrefix="webhook"
              values={{ url, description, events }}
              onChange={(v) => {
                setUrl(v.url);
                setDescription(v.description);
                setEvents(v.events);
              }}
            />
            <div className="flex justify-end gap-2">
              <Button onClick={close} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" variant="primary" disabled={pending}>
                {pending ? "Adding…" : "Add endpoint"}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
