"use client";

// Creates a page: its name, and its address made from the name as it is typed ("Brightside Coffee" →
// /l/brightside-coffee) until the person changes the address themselves; the address is checked as it
// changes. Then opens the editor.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { createLinkPageAction } from "@/lib/actions/link-pages";
import { Button } from "@/components/ui/button";
import { Field, FormError } from "@/components/ui/form";
import { slugify } from "@/lib/links/slugify";
import { SlugStatus, useSlugCheck } from "./use-slug-check";

export function NewLinkPageForm({ workspaceId }: { workspaceId: string }) {
  const router = useRouter();
  const [title, setTitle] = useState("");
  // null: the address follows the title; a string: the person's own.
  const [ownSlug, setOwnSlug] = useState<string | null>(null);
  const slug = ownSlug ?? slugify(title);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const check = useSlugCheck(workspaceId, slug);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const result = await createLinkPageAction(workspaceId, { slug, title });
    setPending(false);
    if (!result.ok) return setError(result.error);
    router.push(`/${workspaceId}/links/${result.data.id}`);
  }

  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" aria-label="New link page">
      <h2 className="text-base font-semibold">New page</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Title" id="new-title" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={100} />
        <div>
          <Field
            label="Address"
            id="new-slug"
            value={slug}
            onChange={(e) => setOwnSlug(e.target.value)}
            required
            autoComplete="off"
            hint={ownSlug === null ? "Made from the title; change it if you like" : "Letters, digits and hyphens"}
          />
          <SlugStatus check={check} id="new-slug-status" />
        </div>
      </div>
      <FormError message={error} />
      <Button type="submit" variant="primary" disabled={pending || check.state === "unavailable"}>
        {pending ? "Creating…" : "Create page"}
      </Button>
    </form>
  );
}
