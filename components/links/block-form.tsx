"use client";

// The fields of one block type, for adding a block or editing one. Sends only what the type takes; the
// server validates (http(s) URLs, schedule order …) and its message is shown as is.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, FormError } from "@/components/ui/form";
import type { LinkBlockResponse, LinkBlockType } from "@/lib/schemas/links";
import type { LinkPreviewContext } from "@/lib/services/links/get-link-preview-context";
import { useViewerTime } from "@/components/ui/viewer-time";
import { fromZonedInputValue, toZonedInputValue } from "@/lib/time/format";
import { zoneLabel } from "@/lib/time/time-zone";

export const BLOCK_TYPE_LABELS: Record<LinkBlockType, string> = {
  link: "Link",
  header: "Header",
  text: "Text",
  social: "Social icons",
  posts: "Latest posts",
  embed: "YouTube / Spotify",
};

export function BlockForm({
  type,
  block,
  context,
  idPrefix,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  type: LinkBlockType;
  block?: LinkBlockResponse;
  context: LinkPreviewContext;
  idPrefix: string;
  submitLabel: string;
  onSubmit: (fields: Record<string, unknown>) => Promise<string | null>;
  onCancel?: () => void;
}) {
  const [label, setLabel] = useState(block?.label ?? "");
  const [url, setUrl] = useState(block?.url ?? "");
  const [thumbnailUrl, setThumbnailUrl] = useState(block?.thumbnailUrl ?? "");
  // Wall-clock times in the viewer's zone, which the fields name (not the browser's: the server renders them too).
  const { timeZone } = useViewerTime();
  const fromLocalInput = (value: string) => (value ? (fromZonedInputValue(timeZone, value)?.toISOString() ?? null) : null);
  const [startsAt, setStartsAt] = useState(() => toZonedInputValue(timeZone, block?.startsAt));
  const [endsAt, setEndsAt] = useState(() => toZonedInputValue(timeZone, block?.endsAt));
  const [text, setText] = useState(block?.text ?? "");
  const [accountIds, setAccountIds] = useState<string[] | null>(block?.accountIds ?? null);
  const [count, setCount] = useState(block?.count ?? 6);
  const [postLinks, setPostLinks] = useState<Record<string, string>>(block?.postLinks ?? {});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = (name: string) => `${idPrefix}-${name}`;

  function fields(): Record<string, unknown> {
    switch (type) {
      case "link":
        return { label, url, thumbnailUrl: thumbnailUrl || null, startsAt: fromLocalInput(startsAt), endsAt: fromLocalInput(endsAt) };
      case "header":
      case "text":
        return { text };
      case "social":
        return { accountIds };
      case "posts":
        return { count, postLinks: Object.fromEntries(Object.entries(postLinks).filter(([, v]) => v.trim() !== "")) };
      case "embed":
        return { url };
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    const message = await onSubmit(fields());
    setPending(false);
    setError(message);
  }

  return (
    <form onSubmit={submit} className="space-y-3" aria-label={`${submitLabel}: ${BLOCK_TYPE_LABELS[type]}`}>
      {type === "link" ? (
        <>
          <Field label="Label" id={id("label")} value={label} onChange={(e) => setLabel(e.target.value)} required maxLength={100} />
          <Field label="URL" id={id("url")} type="url" value={url} onChange={(e) => setUrl(e.target.value)} required placeholder="https://" />
          <Field label="Thumbnail URL (optional)" id={id("thumb")} type="url" value={thumbnailUrl} onChange={(e) => setThumbnailUrl(e.target.value)} />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              label={`Show from (optional) · ${zoneLabel(timeZone)}`}
              id={id("starts")}
              type="datetime-local"
              value={startsAt}
              onChange={(e) => setStartsAt(e.target.value)}
            />
            <Field
              label={`Show until (optional) · ${zoneLabel(timeZone)}`}
              id={id("ends")}
              type="datetime-local"
              value={endsAt}
              onChange={(e) => setEndsAt(e.target.value)}
            />
          </div>
        </>
      ) : null}
      {type === "header" ? <Field label="Header text" id={id("text")} value={text} onChange={(e) => setText(e.target.value)} required maxLength={100} /> : null}
      {type === "text" ? (
        <div className="space-y-1">
          <label htmlFor={id("text")} className="block text-sm font-medium text-slate-700">
            Text
          </label>
          <textarea
            id={id("text")}
            value={text}
            onChange={(e) => setText(e.target.value)}
            required
            maxLength={1000}
            rows={3}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm"
          />
        </div>
      ) : null}
      {type === "social" ? (
        context.accounts.length === 0 ? (
          <p className="text-sm text-slate-500">
            No connected account has a public profile to link yet; the block shows them once connected and published again.
          </p>
        ) : (
          <fieldset className="min-w-0 space-y-1">
            <legend className="text-sm font-medium text-slate-700">Profiles shown</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={accountIds === null}
                onChange={(e) => setAccountIds(e.target.checked ? null : context.accounts.map((a) => a.id))}
              />
              Every connected account
            </label>
            {accountIds !== null
              ? context.accounts.map((a) => (
                  <label key={a.id} className="ml-5 flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={accountIds.includes(a.id)}
                      onChange={(e) => setAccountIds(e.target.checked ? [...accountIds, a.id] : accountIds.filter((x) => x !== a.id))}
                    />
                    {a.network}: {a.username}
                  </label>
                ))
              : null}
          </fieldset>
        )
      ) : null}
      {type === "posts" ? (
        <>
          <Field label="Posts shown (1–12)" id={id("count")} type="number" min={1} max={12} value={count} onChange={(e) => setCount(Number(e.target.value))} />
          {context.tiles.length === 0 ? <p className="text-sm text-slate-500">No published post with media yet: the grid fills as you publish.</p> : null}
          {context.tiles.slice(0, count).map((tile) => (
            <Field
              key={tile.postId}
              label={`Link for “${tile.caption.slice(0, 40) || "post"}”`}
              id={id(`post-${tile.postId}`)}
              type="url"
              value={postLinks[tile.postId] ?? ""}
              onChange={(e) => setPostLinks({ ...postLinks, [tile.postId]: e.target.value })}
              placeholder={tile.url ?? "https://"}
            />
          ))}
        </>
      ) : null}
      {type === "embed" ? (
        <Field label="YouTube or Spotify URL" id={id("url")} type="url" value={url} onChange={(e) => setUrl(e.target.value)} required />
      ) : null}
      <FormError message={error} />
      <div className="flex gap-2">
        <Button type="submit" variant="primary" size="sm" disabled={pending}>
          {pending ? "Saving…" : submitLabel}
        </Button>
        {onCancel ? (
          <Button size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
