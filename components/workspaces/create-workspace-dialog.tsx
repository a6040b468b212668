"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { createWorkspaceAction } from "@/lib/actions/workspaces";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, FormError } from "@/components/ui/form";
import { toast } from "@/components/ui/toaster";
import { formatZodError } from "@/lib/errors";
import { createWorkspaceInput } from "@/lib/schemas/workspaces";

export function CreateWorkspaceButton() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { name: String(new FormData(event.currentTarget).get("workspace-name") ?? "") };
    const checked = createWorkspaceInput.safeParse(input);
    if (!checked.success) {
      setError(formatZodError(checked.error).replace(/^name:/, "Name:"));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const result = await createWorkspaceAction(input);
      if (!result.ok) {
        setError(result.error);
        return;
      }
      toast.success(`Workspace “${result.data.name}” created`);
      setOpen(false);
      router.push(`/${result.data.id}/ideas`);
      router.refresh();
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        <span aria-hidden>+</span>
        <span className="sr-only md:not-sr-only">New workspace</span>
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Create a workspace" description="A shared space for a team or a client. You will be its owner.">
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormError message={error} />
          <Field label="Workspace name" id="workspace-name" autoFocus maxLength={100} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button onClick={() => setOpen(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" disabled={pending}>
              {pending ? "Creating…" : "Create workspace"}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
