"use client";

// One network's preview as the panel shows it (preview-panel.tsx): the network's layout, then the first comment
// under it. Its own module, with every network's layout, loaded once there is a preview to draw: the composer
// shows none until the first dry run answers, after the page is up.
import type { ComponentProps } from "react";
import type { PlatformId } from "@/lib/platforms/ids";
import { FirstCommentPreview } from "./first-comment-preview";
import { PREVIEW_LAYOUTS } from "./preview-layouts";
import type { PreviewProps } from "./preview-types";

export function PreviewDrawing({
  platform,
  layout,
  firstComment,
}: {
  platform: PlatformId;
  layout: PreviewProps;
  firstComment: ComponentProps<typeof FirstCommentPreview> | null;
}) {
  const Layout = PREVIEW_LAYOUTS[platform];
  return (
    <>
      <Layout key={platform} {...layout} />
      {firstComment ? <FirstCommentPreview {...firstComment} /> : null}
    </>
  );
}
