// Ideas in the v1 contract: IdeaInput (create and patch) and the Idea shape.
import { z } from "zod";
import { mediaType, mediaUrls, stringList, text, urlOut } from "./common";

export const IDEA_STATUSES = ["unassigned", "todo", "in_progress", "done"] as const;
/** Notes hold background, not the post itself: long enough for sources and an angle, short enough to read. */
export const NOTES_MAX = 5000;

export const ideaStatus = z.enum(IDEA_STATUSES, { error: `must be one of ${IDEA_STATUSES.join(", ")}` });

export const ideaInput = z
  .strictObject({
    // Described for a reader without the reference (an assistant): limits, and what leaving a field out does.
    title: text(500).optional().meta({ description: "The idea's title, at most 500 characters; omitted: none (on patch: unchanged)." }),
    caption: text(100_000).optional().meta({ description: "A draft caption for the post it may become; omitted: none (on patch: unchanged)." }),
    tags: stringList(50, 100)
      .optional()
      .meta({ description: "Labels, at most 50 of at most 100 characters each; omitted: none (on patch: unchanged; a list replaces them)." }),
    mediaUrls: mediaUrls.optional().meta({ description: "Public media URLs to keep with the idea; omitted: none (on patch: unchanged)." }),
    mediaType: mediaType.optional().meta({ description: "What mediaUrls hold: image or video; omitted: not set." }),
    // Additive (beyond the contract).
    notes: text(NOTES_MAX).optional().meta({
      description:
        'Notes for the team (sources, angle, who to ask), at most 5,000 characters; never published. A post made from the idea starts with a copy of them. Omitted: none (on patch: unchanged; "" clears them).',
    }),
    status: ideaStatus.optional().meta({
      description: `The board column: ${IDEA_STATUSES.join(", ")}; omitted on create: unassigned (on patch: unchanged). A new column puts the idea at its end.`,
    }),
  })
  .meta({ id: "IdeaInput", description: "All fields optional; on patch only sent fields change. Unknown fields are rejected with 400." });
export type IdeaInput = z.infer<typeof ideaInput>;

export const ideaResponse = z
  .object({
    id: z.uuid(),
    title: z.string().nullable(),
    caption: z.string().nullable(),
    tags: z.array(z.string()),
    mediaUrls: z.array(urlOut),
    mediaType: mediaType.nullable(),
    // Additive (beyond the contract).
    notes: z.string().nullable().meta({ description: "Notes for the team, never published; null: none." }),
    status: ideaStatus,
    position: z.number(),
  })
  .meta({ id: "Idea" });
export type IdeaResponse = z.infer<typeof ideaResponse>;

export const ideaEnvelope = z.object({ idea: ideaResponse });
export const ideasEnvelope = z.object({ ideas: z.array(ideaResponse) });
