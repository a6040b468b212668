"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toaster";
import { PLATFORM_LABELS } from "@/lib/platforms/ids";
import { BlueskyForm, DiscordForm, MastodonForm, TelegramForm, type CredentialFormProps } from "./credential-forms";

const FORMS = { bluesky: BlueskyForm, telegram: TelegramForm, discord: DiscordForm, mastodon: MastodonForm } as const;
export type CredentialPlatform = keyof typeof FORMS;

const DESCRIPTIONS: Record<CredentialPlatform, string> = {
  bluesky: "Postlane signs in once with an app password and keeps the session; the password itself is not stored.",
  telegram: "Postlane posts as your bot. The token is checked with Telegram and stored encrypted.",
  discord: "A webhook posts to one channel; a bot can post to any channel it is allowed in.",
  mastodon: "Mastodon servers each approve apps themselves: name yours and approve Postlane there.",
};

// A "Connect …" button that opens the network's credential form; on success the account list refreshes.
export function CredentialConnect({ workspaceId, platform }: { workspaceId: string; platform: CredentialPlatform }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const label = PLATFORM_LABELS[platform];
  const Form: (props: CredentialFormProps) => React.ReactNode = FORMS[platform];
  return (
    <>
      <Button variant="primary" size="sm" className="mt-2" onClick={() => setOpen(true)}>
        Connect {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Connect ${label}`} description={DESCRIPTIONS[platform]}>
        <Form
          workspaceId={workspaceId}
          onCancel={() => setOpen(false)}
          onConnected={(username) => {
            setOpen(false);
            toast.success(`Connected ${label} ${username}`);
            router.refresh();
          }}
        />
      </Dialog>
    </>
  );
}
