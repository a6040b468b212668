"use client";

// "Add sandbox accounts": one click gives the workspace a sandbox account on each of the twelve networks
// (the getting-started checklist and the Accounts page share this button).
import { useRouter } from "next/navigation";
import { useState } from "react";
import { addSandboxAccountsAction } from "@/lib/actions/getting-started";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";

export function AddSandboxAccountsButton({ workspaceId, size = "md" }: { workspaceId: string; size?: "sm" | "md" }) {
  const router = useRouter();
  const [adding, setAdding] = useState(false);

  async function add() {
    setAdding(true);
    try {
      const result = await addSandboxAccountsAction(workspaceId);
      if (!result.ok) toast.error(result.error);
      else if (result.data.added === 0) toast.success("Every network already has a sandbox account");
      else toast.success(`Added ${result.data.added} sandbox account${result.data.added === 1 ? "" : "s"}: one for each network`);
    } catch {
      toast.error("Could not reach the server; nothing was added.");
    } finally {
      setAdding(false);
      router.refresh();
    }
  }

  return (
    <Button size={size} onClick={add} disabled={adding}>
      {adding ? "Adding…" : "Add sandbox accounts"}
    </Button>
  );
}
