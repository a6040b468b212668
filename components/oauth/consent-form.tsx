"use client";
// The consent form: which workspace the app gets, what it may do there (the app's request, each scope in
// words, all ticked to start with), test or live data (live to start with), drafts only if wanted, then Allow or Deny. The service decides; the
// browser then goes to the address it returns (the app's own redirect URI).
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormError, PrimaryButton } from "@/components/ui/form";
import { answerAuthorizationAction } from "@/lib/actions/oauth";
import type { AuthorizationRequestParams } from "@/lib/services/oauth/open-authorization-request";

export interface ConsentWorkspace {
  id: string;
  name: string;
  /** Viewers cannot create keys, so cannot connect apps. */
  canConnect: boolean;
}

export function ConsentForm({
  params,
  scopes,
  workspaces,
}: {
  params: AuthorizationRequestParams;
  scopes: { scope: string; description: string }[];
  workspaces: ConsentWorkspace[];
}) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const firstConnectable = workspaces.find((w) => w.canConnect);

  async function answer(approve: boolean, form?: HTMLFormElement) {
    setPending(true);
    setError(null);
    try {
      const data = form ? new FormData(form) : null;
      const result = await answerAuthorizationAction(
        params,
        approve && data
          ? {
              approve: true,
              workspaceId: String(data.get("workspace") ?? ""),
              scopes: data.getAll("scope").map(String),
              draftsOnly: data.get("draftsOnly") === "on",
              mode: data.get("mode") === "test" ? "test" : "live",
            }
          : { approve: false },
      );
      if (!result.ok) {
        setError(result.error);
        setPending(false);
        return;
      }
      window.location.assign(result.data.location);
    } catch {
      setError("Something went wrong. Please try again.");
      setPending(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void answer(true, event.currentTarget);
  }

  if (!firstConnectable) {
    return (
      <div className="space-y-4">
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
          You can only view your workspaces, so you cannot connect apps to them. Ask a workspace admin to change your role.
        </p>
        <Button onClick={() => void answer(false)} disabled={pending} className="w-full">
          Go back to the app
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div className="space-y-1">
        <label htmlFor="workspace" className="block text-sm font-medium text-slate-700">
          Workspace
        </label>
        <select
          id="workspace"
          name="workspace"
          defaultValue={firstConnectable.id}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        >
          {workspaces.map((w) => (
            <option key={w.id} value={w.id} disabled={!w.canConnect}>
              {w.canConnect ? w.name : `${w.name} (you can only view it)`}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">The app may</legend>
        {scopes.map(({ scope, description }) => (
          <label key={scope} className="flex items-start gap-2 text-sm text-slate-700">
            <input type="checkbox" name="scope" value={scope} defaultChecked className="mt-0.5" />
            <span>{description}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Data</legend>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="radio" name="mode" value="live" defaultChecked className="mt-0.5" />
          <span>Live: the workspace&apos;s real posts, published to the networks</span>
        </label>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="radio" name="mode" value="test" className="mt-0.5" />
          <span>Test: posts of its own that never reach a network, as with a test API key</span>
        </label>
      </fieldset>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input type="checkbox" name="draftsOnly" className="mt-0.5" />
        <span>Drafts only: the app may write drafts but never schedule or publish them</span>
      </label>
      <FormError message={error} />
      <div className="flex gap-2">
        <Button onClick={() => void answer(false)} disabled={pending} className="flex-1">
          Deny
        </Button>
        <div className="flex-1">
          <PrimaryButton type="submit" disabled={pending}>
            Allow
          </PrimaryButton>
        </div>
      </div>
    </form>
  );
}
