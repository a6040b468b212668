// The body of a LinkedIn "Create a Comment" request (POST /rest/socialActions/{target}/comments), read the way
// LinkedIn's Rest.li validation reads it: only the fields the Comments API names are taken (anything else is
// 422 "unrecognized field"), and an image in `content` must be usable by the actor.
// (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/comments-api, "Create a
// Comment": actor, object, message { text, attributes }, content [{ entity: { image } }], parentComment.)
import type { FakeResponse } from "./oauth-server";

/** An uploaded asset as the stand-in keeps it (linkedin-server.ts). */
export interface CommentImageAsset {
  urn: string;
  owner: string;
  kind: "image" | "video";
  parts: number;
  received: Map<number, Buffer>;
  checksLeft: number;
}

export interface CommentBody {
  actor?: string;
  object?: string;
  message?: { text?: string };
  /** The one image's URN, when the comment has one. */
  image?: string;
}

const liError = (status: number, code: string, message: string): FakeResponse => ({ status, body: { status, serviceErrorCode: 100, code, message } });
const unrecognized = (path: string) => liError(422, "UNPROCESSABLE_ENTITY", `ERROR :: ${path} :: unrecognized field found but not allowed`);

const FIELDS = {
  body: ["actor", "object", "message", "content", "parentComment", "agent"],
  message: ["text", "attributes"],
  content: ["entity"],
  entity: ["image"],
};

function unknownField(value: unknown, allowed: string[], at: string): FakeResponse | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const extra = Object.keys(value).find((key) => !allowed.includes(key));
  return extra === undefined ? null : unrecognized(`${at}/${extra}`);
}

/**
 * The comment's fields, or LinkedIn's refusal: unknown fields; a `content` other than one image entity (one
 * image per comment); an image that is not an image this stand-in issued to the actor, whose bytes arrived and
 * which finished processing.
 */
export function readCommentBody(json: unknown, assets: ReadonlyMap<string, CommentImageAsset>): CommentBody | FakeResponse {
  const body = (json ?? {}) as { actor?: string; object?: string; message?: { text?: string }; content?: unknown };
  const refused = unknownField(body, FIELDS.body, "") ?? unknownField(body.message, FIELDS.message, "/message");
  if (refused) return refused;
  if (body.content === undefined) return { actor: body.actor, object: body.object, message: body.message };
  if (!Array.isArray(body.content)) return liError(422, "UNPROCESSABLE_ENTITY", "ERROR :: /content :: not an array");
  if (body.content.length !== 1) return liError(422, "UNPROCESSABLE_ENTITY", `/content :: a comment takes one image, not ${body.content.length}`);
  const item = body.content[0] as { entity?: { image?: unknown } };
  const refusedItem = unknownField(item, FIELDS.content, "/content/0") ?? unknownField(item?.entity, FIELDS.entity, "/content/0/entity");
  if (refusedItem) return refusedItem;
  const urn = item?.entity?.image;
  if (typeof urn !== "string" || !urn.startsWith("urn:li:image:"))
    return liError(422, "UNPROCESSABLE_ENTITY", "ERROR :: /content/0/entity/image :: an image URN is required");
  const asset = assets.get(urn);
  if (!asset || asset.kind !== "image") return liError(404, "NOT_FOUND", `${urn} not found`);
  if (asset.owner !== body.actor) return liError(403, "ACCESS_DENIED", `${body.actor} cannot use ${urn}, which belongs to ${asset.owner}`);
  if (asset.received.size < asset.parts || asset.checksLeft > 0) return liError(422, "UNPROCESSABLE_ENTITY", `Media ${urn} is not available`);
  return { actor: body.actor, object: body.object, message: body.message, image: urn };
}
