"use client";

import { arrayMove } from "@dnd-kit/sortable";
import { useEffect, useRef, useState } from "react";
import { createUploadUrlAction } from "@/lib/actions/create-post";
import { contentTypeOf, fileProblem, kindOfType, kindOfUrl, nameOfUrl, type MediaItem } from "./media";
import { putFile, type PutFile } from "./put-file";
import { fileSha256 } from "@/components/media/file-sha256";
import { keepVideoFrame } from "@/components/media/keep-video-frame";

/** The composer's media: files uploaded through the presigned flow with their progress, linked URLs, order, alt text. */
export function useMedia(workspaceId: string, initial: MediaItem[]) {
  const [items, setItems] = useState<MediaItem[]>(initial);
  /** Files refused before upload (type, size), shown until the next pick. */
  const [refused, setRefused] = useState<string[]>([]);
  const uploads = useRef(new Map<string, PutFile>());
  const files = useRef(new Map<string, File>());
  const objectUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = objectUrls.current;
    const running = uploads.current;
    return () => {
      running.forEach((u) => u.abort());
      urls.forEach((u) => URL.revokeObjectURL(u));
    };
  }, []);

  const update = (key: string, patch: Partial<MediaItem>) => setItems((list) => list.map((m) => (m.key === key ? { ...m, ...patch } : m)));

  async function upload(key: string, file: File) {
    const contentType = contentTypeOf(file);
    update(key, { status: "uploading", progress: 0, error: undefined });
    try {
      const sha256 = await fileSha256(file);
      const signed = await createUploadUrlAction(workspaceId, { filename: file.name, contentType, sizeBytes: file.size, sha256 }, { draft: true });
      if (!signed.ok) throw new Error(signed.error);
      if (signed.data.reused) {
        // The library holds these bytes already: the post uses that file, with the alt text saved with it.
        const altText = signed.data.altText;
        setItems((list) =>
          list.map((m) => (m.key === key ? { ...m, url: signed.data.publicUrl, status: "ready", progress: 1, alt: m.alt || altText || "" } : m)),
        );
        return;
      }
      update(key, { url: signed.data.publicUrl });
      const put = putFile(signed.data.uploadUrl, file, contentType, (progress) => update(key, { progress }));
      uploads.current.set(key, put);
      await put.done;
      update(key, { status: "ready", progress: 1 });
      if (kindOfType(contentType) === "video") void keepVideoFrame(workspaceId, signed.data.publicUrl, file);
    } catch (error) {
      update(key, { status: "failed", error: error instanceof Error ? error.message : "the upload failed" });
    } finally {
      uploads.current.delete(key);
    }
  }

  function addFiles(picked: File[]) {
    const problems: string[] = [];
    const added: MediaItem[] = [];
    for (const file of picked) {
      const problem = fileProblem(file);
      if (problem) {
        problems.push(problem);
        continue;
      }
      const key = crypto.randomUUID();
      const preview = URL.createObjectURL(file);
      objectUrls.current.add(preview);
      files.current.set(key, file);
      added.push({ key, name: file.name, kind: kindOfType(contentTypeOf(file)), url: null, preview, status: "uploading", progress: 0, alt: "" });
    }
    setRefused(problems);
    setItems((list) => [...list, ...added]);
    for (const item of added) void upload(item.key, files.current.get(item.key)!);
  }

  /** Files picked from the media library: already stored, ready at once. */
  function addFromLibrary(assets: { name: string; kind: MediaItem["kind"]; url: string; altText?: string | null }[]) {
    setItems((list) => [
      ...list,
      ...assets.map((a) => ({
        key: crypto.randomUUID(),
        name: a.name,
        kind: a.kind,
        url: a.url,
        preview: a.url,
        status: "ready" as const,
        progress: 1,
        alt: a.altText ?? "",
      })),
    ]);
  }

  /** Media kept elsewhere: the URL goes into the post as it is. */
  function addUrl(url: string) {
    setItems((list) => [
      ...list,
      { key: crypto.randomUUID(), name: nameOfUrl(url), kind: kindOfUrl(url), url, preview: url, status: "ready", progress: 1, alt: "" },
    ]);
  }

  function remove(key: string) {
    uploads.current.get(key)?.abort();
    files.current.delete(key);
    setItems((list) => list.filter((m) => m.key !== key));
  }

  function retry(key: string) {
    const file = files.current.get(key);
    if (file) void upload(key, file);
  }

  function move(key: string, to: number) {
    setItems((list) => {
      const from = list.findIndex((m) => m.key === key);
      return from === -1 || to < 0 || to >= list.length ? list : arrayMove(list, from, to);
    });
  }

  return {
    workspaceId,
    items,
    refused,
    addFiles,
    addFromLibrary,
    addUrl,
    remove,
    retry,
    move,
    setAlt: (key: string, alt: string) => update(key, { alt }),
    setKind: (key: string, kind: MediaItem["kind"]) => update(key, { kind }),
    uploading: items.some((m) => m.status === "uploading"),
    failed: items.some((m) => m.status === "failed"),
  };
}

/** The media of a stored post or idea, as ready items. */
export function mediaFromUrls(urls: string[], declared: MediaItem["kind"] | null | undefined, alts: string[] = []): MediaItem[] {
  return urls.map((url, i) => ({
    key: `stored-${i}-${url}`,
    name: nameOfUrl(url),
    kind: kindOfUrl(url, declared),
    url,
    preview: url,
    status: "ready",
    progress: 1,
    alt: alts[i] ?? "",
  }));
}
