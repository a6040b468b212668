"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";

// The plaintext key, shown this once: the server keeps only its hash.
export function NewKeyReveal({ name, apiKey, onDone }: { name: string; apiKey: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopied(true);
      toast.success("API key copied to the clipboard");
    } catch {
      toast.error("Copying failed; select the key and copy it by hand.");
    }
  }

  return (
    <div className="space-y-4">
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <strong>Copy this key now.</strong> It will not be shown again: Postlane stores only a fingerprint of it. If you lose it, revoke it and create a new
        one.
      </p>
      <div>
        <label htmlFor="new-api-key" className="block text-sm font-medium text-slate-700">
          {name}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="new-api-key"
            readOnly
            value={apiKey}
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
