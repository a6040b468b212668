"use client";

// The workspace's name, client colour and logo, on the Workspace settings page. An agency names each workspace
// after its client; the colour (or the logo) marks it in the workspace switcher, and the logo heads the client's
// review links and PDF reports. The logo is a PNG or JPEG of the media library (workspace-logo.ts). Owners and
// admins change them; others read them.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, FormError } from "@/components/ui/form";
import { toast } from "@/components/ui/toaster";
import { updateWorkspaceAction } from "@/lib/actions/workspaces";

const DEFAULT_COLOR = "#4f46e5";

export function WorkspaceIdentityForm({
  workspaceId,
  name: savedName,
  color: savedColor,
  logo: savedLogo,
  canChange,
}: {
  workspaceId: string;
  name: string;
  color: string | null;
  logo: { id: string | null; url: string | null; choices: { id: string; name: string; url: string }[] };
  canChange: boolean;
}) {
  const router = useRouter();
  const [name, setName] = useState(savedName);
  const [color, setColor] = useState<string | null>(savedColor);
  const [logoId, setLogoId] = useState<string | null>(savedLogo.id);
  const logoPreview = logoId ? (savedLogo.choices.find((c) => c.id === logoId)?.url ?? savedLogo.url) : null;
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const changed = name.trim() !== savedName || color !== savedColor || logoId !== savedLogo.id;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const result = await updateWorkspaceAction(workspaceId, { name, color, ...(logoId !== savedLogo.id ? { logoMediaId: logoId } : {}) });
      if (!result.ok) return void setError(result.error.replace(/^name:/, "Name:").replace(/^logoMediaId:/, "Logo:"));
      toast.success(`Saved: this workspace is now “${result.data.name}”`);
      router.refresh();
    } catch {
      setError("Could not reach the server; nothing was changed.");
    } finally {
      setPending(false);
    }
  }

  if (!canChange) {
    return (
      <section aria-labelledby="workspace-identity-title" className="mb-4 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="workspace-identity-title" className="text-sm font-medium">
          Name and colour
        </h2>
        <p className="mt-1 flex items-center gap-2 text-sm text-slate-700" data-testid="workspace-name">
          {savedLogo.url ? (
            // eslint-disable-next-line @next/next/no-img-element -- the media store's file, any host
            <img src={savedLogo.url} alt="" className="size-6 rounded object-contain" />
          ) : null}
          {savedColor ? <span aria-hidden className="inline-block size-3 rounded-full" style={{ backgroundColor: savedColor }} /> : null}
          {savedName}
        </p>
        <p className="mt-1 text-xs text-slate-600">Only owners and admins can rename the workspace or change its colour.</p>
      </section>
    );
  }
  return (
    <form aria-labelledby="workspace-identity-title" onSubmit={onSubmit} className="mb-4 space-y-3 rounded-xl border border-slate-200 bg-white p-4" noValidate>
      <h2 id="workspace-identity-title" className="text-sm font-medium">
        Name and colour
      </h2>
      <FormError message={error} />
      <Field
        label="Workspace name"
        id="workspace-settings-name"
        value={name}
        maxLength={100}
        required
        onChange={(e) => setName(e.target.value)}
        hint="Agencies name each workspace after its client. Invitations, emails and the switcher use this name."
      />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <label htmlFor="workspace-settings-color" className="font-medium text-slate-700">
          Client colour
        </label>
        <input
          id="workspace-settings-color"
          type="color"
          value={color ?? DEFAULT_COLOR}
          onChange={(e) => setColor(e.target.value)}
          className="h-8 w-12 rounded border border-slate-300"
        />
        <span className="text-slate-600">{color ? `Shown beside the name in the switcher (${color})` : "No colour"}</span>
        {color ? (
          <Button size="sm" variant="ghost" onClick={() => setColor(null)}>
            Remove colour
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <label htmlFor="workspace-settings-logo" className="font-medium text-slate-700">
          Client logo
        </label>
        <select
          id="workspace-settings-logo"
          value={logoId ?? ""}
          onChange={(e) => setLogoId(e.target.value || null)}
          className="max-w-xs rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
          aria-describedby="workspace-settings-logo-hint"
        >
          <option value="">No logo</option>
          {savedLogo.id && !savedLogo.choices.some((c) => c.id === savedLogo.id) ? <option value={savedLogo.id}>The current logo</option> : null}
          {savedLogo.choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
        {logoPreview ? (
          // eslint-disable-next-line @next/next/no-img-element -- the media store's file, any host
          <img src={logoPreview} alt="" data-testid="workspace-logo-preview" className="size-10 rounded border border-slate-200 object-contain" />
        ) : null}
        <span id="workspace-settings-logo-hint" className="text-slate-600">
          A PNG or JPEG of at most 1 MB from the <Link href={`/${workspaceId}/media`}>media library</Link> (upload it there first): shown in the switcher, on
          review links and in PDF reports.
        </span>
      </div>
      <Button type="submit" variant="primary" disabled={!changed || pending}>
        {pending ? "Saving…" : "Save"}
      </Button>
    </form>
  );
}
