"use client";

// Images in one network's first comment (platformOptions.<network>.firstCommentMedia), under its text box:
// "Add image" uploads through the same presigned flow as the post's media, "From library" is the
// composer's library picker; each image gets its alt text where the network's comment carries it, and the
// buttons stop at the network's own count (4 on X, Bluesky and Mastodon, 10 on Discord, 1 elsewhere).
// The images live in the options themselves, so they are saved, checked and previewed like any option; only
// uploads on their way are held here, and the composer's buttons wait for them (onUploading).
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { networkLabel } from "@/components/ui/format";
import { ACCEPTED_IMAGE_TYPES, uploadImage } from "@/components/media/upload-image";
import { LibraryPickerButton } from "@/components/media/library-picker-dialog";
import { ALT_TEXT_LIMITS } from "@/lib/platforms/alt-text";
import { FIRST_COMMENT_ALT_TEXT } from "@/lib/platforms/first-comment-media";
import type { PlatformId } from "@/lib/platforms/ids";
import type { MediaAssetResponse } from "@/lib/schemas/media";
import { commentImageMax, commentImagesValue, describeFile, fitCommentImages, readCommentImages, type CommentImage } from "./comment-images";
import { MediaThumbnail } from "./media-thumbnail";

interface Upload {
  key: string;
  name: string;
  preview: string;
}

export function FirstCommentImages({
  id,
  platform,
  workspaceId,
  value,
  problems,
  onChange,
  onUploading,
}: {
  /** The anchor "Go to field" looks for (field-anchor.ts): `opt-<network>-firstCommentMedia`. */
  id: string;
  platform: PlatformId;
  workspaceId: string;
  value: unknown;
  /** The dry run's words about these images (too many, alt text too long, no text to go with them). */
  problems: string[];
  /** An update of the option from its latest value: uploads finish while the person types alt text. */
  onChange: (update: (previous: unknown) => unknown) => void;
  onUploading: (delta: 1 | -1) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const images = readCommentImages(value);
  const network = networkLabel(platform);
  const max = commentImageMax(platform);
  const room = Math.max(0, max - images.length - uploads.length);
  const altMax = FIRST_COMMENT_ALT_TEXT.has(platform) ? ALT_TEXT_LIMITS[platform] : undefined;
  const edit = (change: (images: CommentImage[]) => CommentImage[]) => onChange((previous) => commentImagesValue(change(readCommentImages(previous))));

  async function upload(file: File) {
    const key = crypto.randomUUID();
    const preview = URL.createObjectURL(file);
    setUploads((list) => [...list, { key, name: file.name, preview }]);
    onUploading(1);
    try {
      const result = await uploadImage(workspaceId, file);
      if ("error" in result) setRefused((list) => [...list, `${file.name}: ${result.error}`]);
      else edit((list) => [...list, { url: result.url, altText: result.altText ?? "" }]);
    } finally {
      setUploads((list) => list.filter((u) => u.key !== key));
      URL.revokeObjectURL(preview);
      onUploading(-1);
    }
  }

  function addFiles(files: File[]) {
    const { fits, refused } = fitCommentImages(files, describeFile, room, network, max);
    setRefused(refused);
    for (const file of fits) void upload(file);
  }

  function addFromLibrary(assets: MediaAssetResponse[]) {
    const { fits, refused } = fitCommentImages(assets, (a) => ({ name: a.name, video: a.kind === "video" }), room, network, max);
    setRefused(refused);
    if (fits.length > 0) edit((list) => [...list, ...fits.map((a) => ({ url: a.url, altText: a.altText ?? "" }))]);
  }

  return (
    <div id={id} className="space-y-1.5">
      {images.length > 0 || uploads.length > 0 ? (
        <ul className="space-y-1.5" aria-label={`Images in the ${network} comment`}>
          {images.map((image, index) => {
            const name = `comment image ${index + 1}`;
            const altLength = [...image.altText].length;
            return (
              <li key={`${index}-${image.url}`} className="flex items-start gap-2" data-testid="first-comment-image">
                <span className="size-12 shrink-0 overflow-hidden rounded bg-slate-100">
                  <MediaThumbnail item={{ kind: "image", preview: image.url, alt: image.altText }} />
                </span>
                {altMax !== undefined ? (
                  <div className="min-w-0 flex-1">
                    <label htmlFor={`${id}-${index}-alt`} className="sr-only">
                      Alt text for {name} on {network}
                    </label>
                    <input
                      id={`${id}-${index}-alt`}
                      value={image.altText}
                      onChange={(e) => {
                        const altText = e.target.value;
                        edit((list) => list.map((m, i) => (i === index ? { ...m, altText } : m)));
                      }}
                      placeholder="Alt text"
                      aria-invalid={altLength > altMax || undefined}
                      aria-describedby={`${id}-${index}-alt-count`}
                      className="block w-full rounded border border-slate-300 px-1.5 py-1 text-xs aria-invalid:border-red-500"
                    />
                    <p id={`${id}-${index}-alt-count`} className={`mt-0.5 text-[11px] tabular-nums ${altLength > altMax ? "text-red-700" : "text-slate-500"}`}>
                      {altLength.toLocaleString("en")} / {altMax.toLocaleString("en")}
                    </p>
                  </div>
                ) : (
                  <p className="min-w-0 flex-1 self-center text-xs text-slate-500">{network} shows no alt text on comment images.</p>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${name} on ${network}`}
                  onClick={() => edit((list) => list.filter((_, i) => i !== index))}
                >
                  ✕
                </Button>
              </li>
            );
          })}
          {uploads.map((u) => (
            <li key={u.key} className="flex items-center gap-2">
              <span className="size-12 shrink-0 overflow-hidden rounded bg-slate-100">
                <MediaThumbnail item={{ kind: "image", preview: u.preview, alt: "" }} />
              </span>
              <span className="text-xs text-slate-600" role="status">
                Uploading {u.name}…
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => fileInput.current?.click()} disabled={room === 0} aria-label={`Add image to the ${network} comment`}>
          Add image
        </Button>
        {/* After the button: "Go to field" focuses the first control in here, and that should be the button. */}
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          multiple={max > 1}
          className="sr-only"
          tabIndex={-1}
          aria-label={`Comment image file for ${network}`}
          onChange={(e) => {
            addFiles([...(e.target.files ?? [])]);
            e.target.value = "";
          }}
        />
        <LibraryPickerButton
          workspaceId={workspaceId}
          onPick={addFromLibrary}
          disabled={room === 0}
          text="From library"
          label={`${network} comment image from library`}
        />
        <span className="text-xs text-slate-500">{max === 1 ? "One image" : `Up to ${max} images`}</span>
      </div>
      {refused.length > 0 ? (
        <ul role="alert" className="space-y-0.5 text-xs text-red-700" aria-label="Images not added">
          {refused.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {/* The checks panel announces these; here they sit by the images they are about. */}
      {problems.length > 0 ? (
        <ul className="space-y-0.5 text-xs text-red-700" data-testid="first-comment-image-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
