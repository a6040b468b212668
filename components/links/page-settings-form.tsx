"use client";

// The page's own fields: title, bio, avatar, address (checked as you type), theme and accent colour.
import { useState } from "react";
import { ACCEPTED_IMAGE_TYPES, uploadImage } from "@/components/media/upload-image";
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
  const [uploading, setUploading] = useState(false);

  // The media flow of posts: a presigned PUT, then the stored file's public URL becomes the avatar.
  async function upload(file: File) {
    setUploading(true);
    setError(null);
    const result = await uploadImage(workspaceId, file);
    setUploading(false);
    if ("error" in result) setError(result.error);
    else setAvatarUrl(result.url);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    const message = await onSave({
      title,
      bio: bio.trim() || null,
      avatarUrl: avatarUrl.trim() || null,
      theme,
      accentColor: accent,
      ...(slug !== page.slug ? { slug } : {}),
    });
    setPending(false);
    setError(message);
  }

  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" aria-label="Page settings">
      <fieldset disabled={!canEdit} className="min-w-0 space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Title" id="page-title" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={100} />
          <div>
            <Field
              label="Address"
              id="page-slug"
              value={slug}
              onChange={(e) => setSlug(e.target.value)}
              required
              autoComplete="off"
              hint="A new address moves the live page at once."
            />
            <SlugStatus check={check} id="page-slug-status" />
          </div>
        </div>
        <div className="space-y-1">
          <label htmlFor="page-bio" className="block text-sm font-medium text-slate-700">
            Bio
          </label>
          <textarea
            id="page-bio"
            value={bio}
            onChange={(e) => setBio(e.target.value)}
            maxLength={300}
            rows={2}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm"
          />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-48">
            <Field label="Avatar image URL" id="page-avatar" type="url" value={avatarUrl} onChange={(e) => setAvatarUrl(e.target.value)} />
          </div>
          <label className="cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
            {uploading ? "Uploading…" : "Upload image"}
            <input
              type="file"
              accept={ACCEPTED_IMAGE_TYPES}
              className="sr-only"
              disabled={uploading}
              onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])}
            />
          </label>
        </div>
        <ThemePicker value={theme} onChange={setTheme} />
        <div className="flex flex-wrap items-center gap-3 text-sm">
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
        <Button type="submit" variant="primary" size="sm" disabled={pending || uploading || check.state === "unavailable"}>
          {pending ? "Saving…" : "Save page"}
        </Button>
      </fieldset>
    </form>
  );
}
