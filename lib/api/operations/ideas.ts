// Paths of the idea backlog: list, create, update and delete ideas.
import { WHOLE_LIST_LIMITS, wholeListQuery } from "../../schemas/common";
import { auth, envelope, idParam, pageParameters, paged, PAGING_TEXT, ref } from "../openapi/operation";
import { defineOperations } from "./define-operations";

export const ideaOperations = defineOperations({
  listIdeas: {
    method: "get",
    path: "/ideas",
    query: wholeListQuery,
    summary: "List ideas",
    scope: "ideas:read",
    description: `Ordered by column (unassigned, todo, in_progress, done), then position. ${PAGING_TEXT}`,
    parameters: pageParameters(WHOLE_LIST_LIMITS),
    status: 200,
    response: paged("ideas", ref("Idea")),
    errors: [400, ...auth, 403],
  },
  createIdea: {
    method: "post",
    path: "/ideas",
    summary: "Create an idea",
    scope: "ideas:write",
    description: "The idea goes to the end of its column. An empty body creates an empty unassigned idea.",
    body: ref("IdeaInput"),
    example: {
      title: "Spring collection teaser",
      caption: "Something fresh is coming on Monday",
      tags: ["spring", "launch"],
      mediaUrls: ["https://cdn.example.com/teaser.jpg"],
      mediaType: "image",
      notes: "Ask Lea for the fabric swatches; keep the launch date out until Friday.",
      status: "todo",
    },
    bodyRequired: false,
    status: 201,
    response: envelope("idea", ref("Idea")),
    errors: [400, ...auth, 403, 413],
  },
  updateIdea: {
    method: "patch",
    path: "/ideas/{id}",
    summary: "Update an idea",
    scope: "ideas:write",
    description: "Only sent fields change; a new `status` moves the idea to the end of that column.",
    parameters: [idParam],
    body: ref("IdeaInput"),
    example: { status: "in_progress", tags: ["spring", "launch", "reel"] },
    status: 200,
    response: envelope("idea", ref("Idea")),
    errors: [400, ...auth, 403, 404, 413],
  },
  deleteIdea: {
    method: "delete",
    path: "/ideas/{id}",
    summary: "Delete an idea",
    scope: "ideas:write",
    parameters: [idParam],
    status: 200,
    response: ref("Deleted"),
    errors: [...auth, 403, 404],
  },
});
