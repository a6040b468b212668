// The media library (GET /media, GET /media/{id}, DELETE /media/{id}).
import { z } from "zod";
import { parseInput } from "../../errors";
import { MEDIA_KINDS, MEDIA_LIMIT_DEFAULT, MEDIA_LIMIT_MAX, listMediaQuery } from "../../schemas/media";
import { deleteMedia } from "../../services/media/delete-media";
import { getMedia } from "../../services/media/get-media";
import { listMedia } from "../../services/media/list-media";
import { defineTool, DESTRUCTIVE, READ_ONLY } from "../define-tool";
import { pageArgs } from "../page-args";

export const mediaLibraryTools = [
  defineTool({
    name: "list_media",
    title: "List the media library",
    description: "Uploaded files, newest first, with their public URL (reuse it in mediaUrls), size and use, and the storage total.",
    operation: "listMedia",
    annotations: READ_ONLY,
    input: z.object({
      q: z.string().max(200).optional().describe("Words to find in file names or tags; omitted: every file"),
      kind: z.enum(MEDIA_KINDS).optional().describe("image or video; omitted: both"),
      ...pageArgs({ defaultValue: MEDIA_LIMIT_DEFAULT, max: MEDIA_LIMIT_MAX }),
    }),
    run: async (args, { auth }) =>
      listMedia({
        workspaceId: auth.workspaceId,
        actor: auth.actor,
        query: parseInput(listMediaQuery, { ...args, limit: args.limit === undefined ? undefined : String(args.limit) }),
      }),
  }),
  defineTool({
    name: "get_media",
    title: "Get a media library file",
    description: "One library file with the posts that use it (id, title, status, scheduled time).",
    operation: "getMedia",
    annotations: READ_ONLY,
    input: z.object({ id: z.uuid().describe("The file's id from list_media") }),
    run: async (args, { auth }) => getMedia({ workspaceId: auth.workspaceId, actor: auth.actor, input: args }),
  }),
  defineTool({
    name: "delete_media",
    title: "Delete a media library file",
    description: "Deletes the stored file and its thumbnail. Refused while a scheduled or queued post uses it: remove it from those posts first.",
    operation: "deleteMedia",
    annotations: DESTRUCTIVE,
    input: z.object({ id: z.uuid().describe("The file's id from list_media") }),
    run: async (args, { auth }) => deleteMedia({ workspaceId: auth.workspaceId, actor: auth.actor, input: args }),
  }),
];
