"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { createWebhookAction } from "@/app/(app)/[workspace]/settings/webhooks/actions";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form";
import { toast } from "@/components/ui/toaster";
import { formatZodError } from "@/lib/errors";
import { createWebhookRequest } from "@/lib/schemas/webhooks";
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENT_TYPES } from "@/lib/webhooks/event-types";
import { SecretReveal } from "./secret-reveal";

const inputClass =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

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
    const input = { url: url.trim(), events: WEBHOOK_EVENT_TYPES.filter((t) => events.has(t)), description: description.trim() || undefined };
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
            <div className="space-y-1">
              <label htmlFor="webhook-url" className="block text-sm font-medium text-slate-700">
                Endpoint URL
              </label>
              <input
                id="webhook-url"
                type="url"
                className={inputClass}
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                placeholder="https://hooks.example.com/postlane"
              />
            </div>
            <div className="space-y-1">
              <label htmlFor="webhook-description" className="block text-sm font-medium text-slate-700">
                Description <span className="font-normal text-slate-500">(optional)</span>
              </label>
              <input
                id="webhook-description"
                className={inputClass}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                placeholder="Zapier: posts to Slack"
              />
            </div>
            <fieldset className="space-y-1">
              <legend className="text-sm font-medium text-slate-700">Events</legend>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <label key={type} className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-1"
                    checked={events.has(type)}
                    onChange={(e) =>
                      setEvents((current) => {
                        const next = new Set(current);
                        if (e.target.checked) next.add(type);
                        else next.delete(type);
                        return next;
                      })
                    }
                  />
                  <span>
                    <code className="text-xs">{type}</code> <span className="text-slate-500">— {WEBHOOK_EVENT_DESCRIPTIONS[type]}</span>
                  </span>
                </label>
              ))}
            </fieldset>
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
