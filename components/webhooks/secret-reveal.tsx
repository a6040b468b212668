"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";

// A signing secret, shown this once (it is stored encrypted and never displayed again).
export function SecretReveal({ secret, note, onDone }: { secret: string; note?: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast.success("Signing secret copied to the clipboard");
    } catch {
      toast.error("Copying failed; select the secret and copy it by hand.");
    }
  }

  return (
    <div className="space-y-4">
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <strong>Copy this signing secret now.</strong> It will not be shown again. Your receiver verifies each request with it (Standard Webhooks). {note}
      </p>
      <div>
        <label htmlFor="webhook-secret" className="block text-sm font-medium text-slate-700">
          Signing secret
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="webhook-secret"
            readOnly
            value={secret}
            onFocus={(e) => e.currentTarget.select()}
            className="block w-full min-w-0 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs"
          />
          <Button variant="primary" onClick={copy}>
            {copied ? "Copied" : "Copy"}
          </Button>
        </div>
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
