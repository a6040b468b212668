"use client";

// The page's own fields: title, bio, avatar, address (checked as you type), theme and accent colour.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, FormError } from "@/components/ui/form";
import type { LinkPageResponse } from "@/lib/schemas/links";
import type { LinkThemeId } from "@/lib/links/themes";
import { ThemePicker } from "./theme-picker";
import { SlugStatus, useSlugCheck } from "./use-slug-check";

export function PageSettingsForm({
  workspaceId,
  page,
  canEdit,
  onSave,
}: {
  workspaceId: string;
  page: LinkPageResponse;
  canEdit: boolean;
  onSave: (changes: Record<string, unknown>) => Promise<string | null>;
}) {
  const [title, setTitle] = useState(page.title);
  const [bio, setBio] = useState(page.bio ?? "");
  const [avatarUrl, setAvatarUrl] = useState(page.avatarUrl ?? "");
  const [slug, setSlug] = useState(page.slug);
  const [theme, setTheme] = useState<LinkThemeId>(page.theme);
  const [accent, setAccent] = useState(page.accentColor);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const check = useSlugCheck(workspaceId, slug, { pageId: page.id, currentSlug: page.slug });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    const message = await onSave({ title, bio: bio.trim() || null, avatarUrl: avatarUrl.trim() || null, theme, accentColor: accent, ...(slug !== page.slug ? { slug } : {}) });
    setPending(false);
    setError(message);
  }

  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" aria-label="Page settings">
      <fieldset disabled={!canEdit} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Title" id="page-title" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={100} />
          <div>
            <Field label="Address (slug)" id="page-slug" value={slug} onChange={(e) => setSlug(e.target.value)} required autoComplete="off" hint="A new address moves the live page at once." />
            <SlugStatus check={check} id="page-slug-status" />
          </div>
        </div>
        <div className="space-y-1">
          <label htmlFor="page-bio" className="block text-sm font-medium text-slate-700">
            Bio
          </label>
          <textarea id="page-bio" value={bio} onChange={(e) => setBio(e.target.value)} maxLength={300} rows={2} className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm" />
        </div>
        <Field label="Avatar image URL" id="page-avatar" type="url" value={avatarUrl} onChange={(e) => setAvatarUrl(e.target.value)} hint="An image from your media (its public URL) or the web." />
        <ThemePicker value={theme} onChange={setTheme} />
        <div className="flex items-center gap-3 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={accent !== null} onChange={(e) => setAccent(e.target.checked ? "#7c3aed" : null)} />
            Custom button colour
          </label>
          {accent !== null ? (
            <label className="flex items-center gap-2">
              <span className="sr-only">Button colour</span>
              <input type="color" value={accent} onChange={(e) => setAccent(e.target.value)} className="h-8 w-12 rounded border border-slate-300" />
              <span className="text-xs text-slate-500">Button text turns black or white, whichever is readable.</span>
            </label>
          ) : null}
        </div>
        <FormError message={error} />
        <Button type="submit" variant="primary" size="sm" disabled={pending || check.state === "unavailable"}>
          {pending ? "Saving…" : "Save page"}
        </Button>
      </fieldset>
    </form>
  );
}
