// Posts (GET/POST /posts, /posts/validate, GET/PATCH/DELETE /posts/{id}, /publish, /retry, /retry-comment, /duplicate). Safety for
// assistants: create_post makes a draft unless the caller passes `status` itself, and a drafts-only key is
// refused scheduling, publishing and retrying by the services (403).
import { z } from "zod";
import { serializePost } from "../../serializers/serialize-post";
import { createPostRequest, listPostsQuery, POSTS_LIMIT_DEFAULT, POSTS_LIMIT_MAX, updatePostRequest } from "../../schemas/posts";
import { createPost } from "../../services/posts/create-post";
import { deletePost } from "../../services/posts/delete-post";
import { duplicatePost } from "../../services/posts/duplicate-post";
import { getPost } from "../../services/posts/get-post";
import { listPosts } from "../../services/posts/list-posts";
import { publishPost } from "../../services/posts/publish-post";
import { retryFirstComment } from "../../services/posts/retry-first-comment";
import { retryPost } from "../../services/posts/retry-post";
import { updatePost } from "../../services/posts/update-post";
import { validatePost } from "../../services/posts/validate-post";
import { ADDITIVE, defineTool, DESTRUCTIVE, PUBLISHES, READ_ONLY } from "../define-tool";
import { pageArgs, pageFromArgs } from "../page-args";

const postId = z.string().describe("The post's id (uuid)");

export const postTools = [
  defineTool({
    name: "list_posts",
    title: "List posts",
    description: "Newest posts first, optionally of one status or matching words (q).",
    operation: "listPosts",
    annotations: READ_ONLY,
    input: z.object({
      status: listPostsQuery.shape.status.describe("Only posts in this status; omitted: every status"),
      q: listPostsQuery.shape.q.describe("Words to find: in the title or caption, a #tag, a network or an @account; omitted: every post"),
      ...pageArgs({ defaultValue: POSTS_LIMIT_DEFAULT, max: POSTS_LIMIT_MAX }),
    }),
    run: async ({ status, q, ...page }, { auth }) => {
      const input = { status, q, ...pageFromArgs({ defaultValue: POSTS_LIMIT_DEFAULT, max: POSTS_LIMIT_MAX }, page) };
      const { rows, nextCursor } = await listPosts({ workspaceId: auth.workspaceId, actor: auth.actor, input });
      return { posts: rows.map(serializePost), nextCursor };
    },
  }),
  defineTool({
    name: "get_post",
    title: "Get a post",
    description: "One post with its status and platform_results (poll this after publishing).",
    operation: "getPost",
    annotations: READ_ONLY,
    input: z.object({ id: postId }),
    run: async ({ id }, { auth }) => ({ post: serializePost(await getPost({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } })) }),
  }),
  defineTool({
    name: "create_post",
    title: "Create a post",
    description:
      `Creates a DRAFT unless you pass status yourself ("scheduled" with scheduledAt, or "published" to publish now). ` +
      "Run validate_post first. Uses one unit of the monthly quota per account mapping.",
    operation: "createPost",
    annotations: ADDITIVE,
    input: createPostRequest,
    run: async (args, { auth }) => {
      const { quota: _quota, ...result } = await createPost({
        workspaceId: auth.workspaceId,
        actor: auth.actor,
        input: { ...args, status: args.status ?? "draft" },
      });
      return result;
    },
  }),
  defineTool({
    name: "validate_post",
    title: "Validate a post (dry run)",
    description:
      "Use it before create_post (same arguments) and to learn what a network's options require: lists every problem per network " +
      "(length, required options, media, account state). Stores nothing.",
    operation: "validatePost",
    annotations: READ_ONLY,
    input: createPostRequest,
    run: async (args, { auth }) => validatePost({ workspaceId: auth.workspaceId, actor: auth.actor, input: args }),
  }),
  defineTool({
    name: "update_post",
    title: "Update a draft or scheduled post",
    description:
      "Changes the fields sent (as PATCH /posts/{id}) of a draft or scheduled post: use it to edit or reschedule before publishing; status may be draft or scheduled.",
    operation: "updatePost",
    annotations: { ...ADDITIVE, idempotentHint: true },
    input: updatePostRequest.extend({ id: postId }),
    run: async ({ id, ...changes }, { auth }) => ({
      post: serializePost(await updatePost({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id, changes } })),
    }),
  }),
  defineTool({
    name: "publish_post",
    title: "Publish a post now",
    description:
      "Publishes a draft or scheduled post to its networks now (one queued row per account). Irreversible once the networks have it. Refused for drafts-only keys.",
    operation: "publishPost",
    annotations: PUBLISHES,
    input: z.object({ id: postId }),
    run: async ({ id }, { auth }) => publishPost({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } }),
  }),
  defineTool({
    name: "retry_post",
    title: "Retry a failed post",
    description: "Queues one failed post row again from the start. Refused for drafts-only keys.",
    operation: "retryPost",
    annotations: PUBLISHES,
    input: z.object({ id: postId }),
    run: async ({ id }, { auth }) => retryPost({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } }),
  }),
  defineTool({
    name: "retry_comment",
    title: "Retry a post's first comment",
    description:
      'Use it when get_post shows a first_comment with status "failed": posts that comment again, alone (never twice), ' +
      "and returns the post. Not for drafts-only keys.",
    operation: "retryComment",
    annotations: PUBLISHES,
    input: z.object({ id: postId }),
    run: async ({ id }, { auth }) => ({
      post: serializePost(await retryFirstComment({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } })),
    }),
  }),
  defineTool({
    name: "duplicate_post",
    title: "Duplicate a post",
    description: "Copies any post (published too) into a new draft: same text, media, options and connected channels.",
    operation: "duplicatePost",
    annotations: ADDITIVE,
    input: z.object({ id: postId }),
    run: async ({ id }, { auth }) => {
      const copy = await duplicatePost({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } });
      const post = await getPost({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id: copy.postId } });
      return { post: serializePost(post), duplicateOf: copy.duplicateOf, skippedChannels: copy.skippedChannels };
    },
  }),
  defineTool({
    name: "delete_post",
    title: "Delete a post",
    description: "Deletes a post from Postlane (soft delete; what a network already shows stays there).",
    operation: "deletePost",
    annotations: DESTRUCTIVE,
    input: z.object({ id: postId }),
    run: async ({ id }, { auth }) => deletePost({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } }),
  }),
];
