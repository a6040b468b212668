"use client";

// "Duplicate": any post (a published one too) copied into a new draft, which opens in the editor. Channels whose
// account was disconnected since are left out, and the toast says which.
import { Copy } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { networkLabel } from "@/components/ui/format";
import { toast } from "@/components/ui/toaster";
import { duplicatePostAction } from "@/lib/actions/posts";

export function DuplicatePostButton({ workspaceId, postId, label }: { workspaceId: string; postId: string; label: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function duplicate() {
    setBusy(true);
    try {
      const result = await duplicatePostAction(workspaceId, postId);
      if (!result.ok) return void toast.error(result.error);
      const skipped = result.data.skippedChannels.map(networkLabel);
      toast.success(skipped.length > 0 ? `Copied into a new draft, without ${skipped.join(", ")} (not connected)` : "Copied into a new draft");
      router.push(`/${workspaceId}/posts/${result.data.postId}/edit`);
    } catch {
      toast.error("Could not reach the server. Try again.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="sm" disabled={busy} onClick={() => void duplicate()} aria-label={`Duplicate post ${label}`.trim()}>
      <Copy aria-hidden className="size-3" />
      Duplicate
    </Button>
  );
}
