"use client";

import { useState, type FormEvent } from "react";
import { createApiKeyAction } from "@/lib/actions/api-keys";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form";
import { toast } from "@/components/ui/toaster";
import { formatZodError } from "@/lib/errors";
import { API_SCOPES, READ_ONLY_SCOPES, SCOPE_DESCRIPTIONS, type ApiScope } from "@/lib/auth/scopes";
import { createApiKeyInput } from "@/lib/schemas/api-keys";

const inputClass =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

/** End of the chosen day in the person's own time zone, as the UTC instant the API stores. */
function endOfLocalDay(date: string): string {
  return new Date(`${date}T23:59:59`).toISOString();
}

export function CreateApiKeyForm({
  workspaceId,
  onCreated,
  onCancel,
}: {
  workspaceId: string;
  onCreated: (created: { name: string; key: string }) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState("");
  const [mode, setMode] = useState<"live" | "test">("live");
  const [scopes, setScopes] = useState<Set<ApiScope>>(() => new Set(READ_ONLY_SCOPES));
  const [expires, setExpires] = useState("");
  const [draftsOnly, setDraftsOnly] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function toggle(scope: ApiScope, on: boolean) {
    setScopes((current) => {
      const next = new Set(current);
      if (on) next.add(scope);
      else next.delete(scope);
      return next;
    });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = {
      name: name.trim() || undefined,
      mode,
      scopes: API_SCOPES.filter((s) => scopes.has(s)),
      expiresAt: expires ? endOfLocalDay(expires) : undefined,
      draftsOnly,
    };
    // The API's own schema, so the form refuses exactly what the API would.
    const checked = createApiKeyInput.safeParse(input);
    if (!checked.success) {
      setError(formatZodError(checked.error));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const result = await createApiKeyAction(workspaceId, input);
      if (!result.ok) {
        setError(result.error);
        return;
      }
      toast.success(`API key “${result.data.name}” created`);
      onCreated({ name: result.data.name, key: result.data.key });
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormError message={error} />
      <div className="space-y-1">
        <label htmlFor="key-name" className="block text-sm font-medium text-slate-700">
          Name
        </label>
        <input id="key-name" className={inputClass} value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Zapier" maxLength={100} />
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Mode</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          {(
            [
              ["live", "Live", "Publishes to the real networks."],
              ["test", "Test", "Posts go to the sandbox publisher, never to a network."],
            ] as const
          ).map(([value, label, hint]) => (
            <label
              key={value}
              className="flex cursor-pointer gap-2 rounded-md border border-slate-200 p-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input type="radio" name="mode" value={value} checked={mode === value} onChange={() => setMode(value)} className="mt-0.5" />
              <span>
                <span className="font-medium">{label}</span>
                <span className="block text-xs text-slate-500">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <legend className="text-sm font-medium text-slate-700">Scopes</legend>
          <div className="flex gap-2">
            <Button size="sm" onClick={() => setScopes(new Set(READ_ONLY_SCOPES))}>
              Read only
            </Button>
            <Button size="sm" onClick={() => setScopes(new Set(API_SCOPES))}>
              Full access
            </Button>
          </div>
        </div>
        <div className="mt-2 max-h-64 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
          {API_SCOPES.map((scope) => (
            <label key={scope} className="flex items-start gap-2 rounded px-1 py-1 text-sm hover:bg-slate-50">
              <input
                type="checkbox"
                checked={scopes.has(scope)}
                onChange={(e) => toggle(scope, e.target.checked)}
                className="mt-0.5"
                aria-describedby={`scope-${scope}`}
              />
              <span>
                <span className="font-mono text-xs">{scope}</span>
                <span id={`scope-${scope}`} className="block text-xs text-slate-500">
                  {SCOPE_DESCRIPTIONS[scope]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <label className="flex cursor-pointer items-start gap-2 rounded-md border border-slate-200 p-2 text-sm has-[:checked]:border-amber-400 has-[:checked]:bg-amber-50">
        <input
          type="checkbox"
          checked={draftsOnly}
          onChange={(e) => setDraftsOnly(e.target.checked)}
          className="mt-0.5"
          aria-describedby="key-drafts-only-hint"
        />
        <span>
          <span className="font-medium">Drafts only</span>
          <span id="key-drafts-only-hint" className="block text-xs text-slate-500">
            For AI assistants: the key can create and edit drafts but never schedule, publish or retry a post. A person publishes from the app.
          </span>
        </span>
      </label>

      <div className="space-y-1">
        <label htmlFor="key-expires" className="block text-sm font-medium text-slate-700">
          Expires <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <input id="key-expires" type="date" className={inputClass} value={expires} onChange={(e) => setExpires(e.target.value)} />
        <p className="text-xs text-slate-500">Leave empty for a key that works until you revoke it.</p>
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? "Creating…" : "Create key"}
        </Button>
      </div>
    </form>
  );
}
