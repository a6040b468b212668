// Ideas in the v1 contract: IdeaInput (create and patch) and the Idea shape.
import { z } from "zod";
import { mediaType, mediaUrls, stringList, text } from "./common";

export const IDEA_STATUSES = ["unassigned", "todo", "in_progress", "done"] as const;
export const ideaStatus = z.enum(IDEA_STATUSES, { error: `must be one of ${IDEA_STATUSES.join(", ")}` });

export const ideaInput = z
  .strictObject({
    title: text(500).optional(),
    caption: text(100_000).optional(),
    tags: stringList(50, 100).optional(),
    mediaUrls: mediaUrls.optional(),
    mediaType: mediaType.optional(),
    status: ideaStatus.optional(),
  })
  .meta({ id: "IdeaInput", description: "All fields optional; on patch only sent fields change. Unknown fields are rejected with 400." });
export type IdeaInput = z.infer<typeof ideaInput>;

export const ideaResponse = z
  .object({
    id: z.uuid(),
    title: z.string().nullable(),
    caption: z.string().nullable(),
    tags: z.array(z.string()),
    mediaUrls: z.array(z.string()),
    mediaType: mediaType.nullable(),
    status: ideaStatus,
    position: z.number(),
  })
  .meta({ id: "Idea" });
export type IdeaResponse = z.infer<typeof ideaResponse>;

export const ideaEnvelope = z.object({ idea: ideaResponse });
export const ideasEnvelope = z.object({ ideas: z.array(ideaResponse) });
