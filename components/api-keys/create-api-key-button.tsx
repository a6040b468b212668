"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { CreateApiKeyForm } from "./create-api-key-form";
import { NewKeyReveal } from "./new-key-reveal";

// "Create API key" opens a dialog: first the form, then (once) the new key.
export function CreateApiKeyButton({ workspaceId }: { workspaceId: string }) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);

  function close() {
    setOpen(false);
    setCreated(null);
  }

  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Create API key
      </Button>
      <Dialog open={open} onClose={close} title={created ? "Your new API key" : "Create an API key"}>
        {created ? (
          <NewKeyReveal name={created.name} apiKey={created.key} onDone={close} />
        ) : (
          <CreateApiKeyForm workspaceId={workspaceId} onCreated={setCreated} onCancel={close} />
        )}
      </Dialog>
    </>
  );
}
