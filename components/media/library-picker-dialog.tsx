"use client";

// "Choose from library" in the composer: find files uploaded before (by name, tag or kind), pick one or more,
// and they join the post's media as they are, without uploading again, with the alt text saved with them.
// Each shows its picture, name, size and where it is used.
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { MediaAssetResponse } from "@/lib/schemas/media";

// The dialog's contents load when it is first opened (they show only then): the composer's page carries the
// button alone.
const PickerBody = dynamic(() => import("./library-picker-body").then((m) => m.PickerBody), {
  ssr: false,
  loading: () => (
    <p role="status" className="text-sm text-slate-600">
      Loading the library…
    </p>
  ),
});

export function LibraryPickerButton({
  workspaceId,
  onPick,
  disabled = false,
  text = "Choose from library",
  label,
}: {
  workspaceId: string;
  onPick: (assets: MediaAssetResponse[]) => void;
  /** Nothing more can be added (a first comment at its network's count of images). */
  disabled?: boolean;
  /** The button's words, and its fuller name for screen readers where several sit on one page. */
  text?: string;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} disabled={disabled} aria-label={label}>
        {text}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Media library"
        description="Pick files uploaded before; they are added in the order you pick them."
      >
        <PickerBody
          workspaceId={workspaceId}
          onClose={() => setOpen(false)}
          onPick={(assets) => {
            onPick(assets);
            setOpen(false);
          }}
        />
      </Dialog>
    </>
  );
}
