"use client";

// Creates a page: slug (checked as you type) and title; then opens the editor.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { createLinkPageAction } from "@/lib/actions/link-pages";
import { Button } from "@/components/ui/button";
import { Field, FormError } from "@/components/ui/form";
import { SlugStatus, useSlugCheck } from "./use-slug-check";

export function NewLinkPageForm({ workspaceId }: { workspaceId: string }) {
  const router = useRouter();
  const [slug, setSlug] = useState("");
  const [title, setTitle] = useState("");
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
        <div>
          <Field
            label="Address (slug)"
            id="new-slug"
            value={slug}
            onChange={(e) => setSlug(e.target.value)}
            required
            autoComplete="off"
            hint="Lowercase letters, digits and hyphens"
          />
          <SlugStatus check={check} id="new-slug-status" />
        </div>
        <Field label="Title" id="new-title" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={100} />
      </div>
      <FormError message={error} />
      <Button type="submit" variant="primary" disabled={pending || check.state === "unavailable"}>
        {pending ? "Creating…" : "Create page"}
      </Button>
    </form>
  );
}
