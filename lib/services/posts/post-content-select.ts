// What a person wrote in a post and chose for it: the columns the editor reopens (get-editable-post.ts) and a
// duplicate copies (duplicate-post.ts). One list, so a field added to posts (another per-network map, say)
// reaches both or neither: a duplicate never silently drops what the editor shows.
import type { Prisma } from "@/generated/prisma/client";

export const postContentSelect = {
  id: true,
  title: true,
  caption: true,
  hashtags: true,
  mediaUrls: true,
  mediaType: true,
  mediaAltTexts: true,
  utm: true,
  notes: true,
  postType: true,
  accountMappings: true,
  platformCaptions: true,
  platformOptions: true,
} as const satisfies Prisma.PostSelect;
