"use client";

// The workspace setting "Posts need approval", switched by owners and admins on the Members page.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toaster";
import { setPostsNeedApprovalAction } from "@/lib/actions/approvals";

export function ApprovalSetting({ workspaceId, enabled, canChange }: { workspaceId: string; enabled: boolean; canChange: boolean }) {
  const router = useRouter();
  const [on, setOn] = useState(enabled);
  const [pending, setPending] = useState(false);

  async function toggle(next: boolean) {
    setPending(true);
    setOn(next);
    try {
      const result = await setPostsNeedApprovalAction(workspaceId, next);
      if (!result.ok) {
        setOn(!next);
        toast.error(result.error);
        return;
      }
      toast.success(next ? "Posts now need approval" : "Posts no longer need approval");
      router.refresh();
    } catch {
      setOn(!next);
      toast.error("Could not reach the server; the setting was not changed.");
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="mb-4 rounded-xl border border-slate-200 bg-white p-4">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4"
          checked={on}
          disabled={!canChange || pending}
          onChange={(e) => void toggle(e.target.checked)}
          data-testid="posts-need-approval"
        />
        <span>
          <span className="block text-sm font-medium">Posts need approval</span>
          <span className="block text-xs text-slate-600">
            Members write posts and submit them; a manager, admin or owner approves each one before it is scheduled or published.
            {canChange ? "" : " Only owners and admins can change this."}
          </span>
        </span>
      </label>
    </section>
  );
}
