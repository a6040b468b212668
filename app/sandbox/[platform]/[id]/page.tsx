// Where a sandbox post's permalink leads (lib/platforms/sandbox/remote-ids.ts): a page that says plainly that
// nothing was published, so a sandbox link is never mistaken for a real post on the network.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PLATFORM_IDS, PLATFORM_LABELS, type PlatformId } from "@/lib/platforms/ids";

export const metadata: Metadata = { title: "Sandbox post", robots: { index: false } };

export default async function SandboxPostPage({ params }: { params: Promise<{ platform: string; id: string }> }) {
  const { platform, id } = await params;
  if (!PLATFORM_IDS.includes(platform as PlatformId)) notFound();
  const network = PLATFORM_LABELS[platform as PlatformId];
  return (
    <main className="mx-auto max-w-xl px-6 py-16">
      <p className="mb-2 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">Sandbox</p>
      <h1 className="mb-3 text-xl font-semibold">This is a sandbox post, not a real {network} post</h1>
      <p className="text-sm text-slate-600">
        It was published in Postlane&apos;s sandbox (a test post or a sandbox account): nothing was sent to {network}. Its stand-in id is{" "}
        <code className="break-all rounded bg-slate-100 px-1">{decodeURIComponent(id)}</code>.
      </p>
    </main>
  );
}
