// Prisma idea rows -> the contract's Idea.
import type { IdeaResponse } from "../schemas/ideas";

export interface IdeaRow {
  id: string;
  title: string | null;
  caption: string | null;
  tags: string[];
  mediaUrls: string[];
  mediaType: "image" | "video" | null;
  notes: string | null;
  status: IdeaResponse["status"];
  position: number;
}

export function serializeIdea(row: IdeaRow): IdeaResponse {
  return {
    id: row.id,
    title: row.title,
    caption: row.caption,
    tags: row.tags,
    mediaUrls: row.mediaUrls,
    mediaType: row.mediaType,
    notes: row.notes,
    status: row.status,
    position: row.position,
  };
}
