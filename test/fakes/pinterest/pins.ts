// The fake Pinterest's boards and Pins: listing a user's boards and a board's Pins (paged), and creating a Pin.
// Fidelity facts it enforces (OpenAPI = v5/openapi.json of https://github.com/pinterest/api-description, release 5.23.0):
//
//  - POST /v5/pins: board_id required and must be one of the user's boards (404 otherwise); title ≤100,
//    description ≤800, alt_text ≤500, link ≤2048 (PinCreate); unknown top-level fields are refused (stricter);
//    media_source is image_url {url}, multiple_image_urls {items: 2–5 × {url}} (PinMediaSourceImagesURL
//    minItems/maxItems) or video_id {media_id, cover_image_url | cover_image_key_frame_time ≥0 integer}
//    (PinMediaSourceVideoID); a video must have finished processing (status succeeded) and belong to the user.
//  - GET /v5/boards and GET /v5/boards/{id}/pins page with page_size 1–250 (default 25) and bookmark
//    (Paginated); Pins come newest first.
import type { FakeRequest, FakeResponse } from "../oauth-server";
import { type FakePin, type Grant, PINTEREST_USER, pinError, type PinterestStore } from "./store";

const PIN_FIELDS = new Set([
  "board_id",
  "board_section_id",
  "title",
  "description",
  "link",
  "alt_text",
  "media_source",
  "dominant_color",
  "parent_pin_id",
  "sponsor_id",
]);

function page<T>(req: FakeRequest, items: T[]): FakeResponse {
  const size = Number(req.query.get("page_size") ?? "25");
  if (!Number.isInteger(size) || size < 1 || size > 250) return pinError(400, 1, "page_size must be an integer from 1 to 250");
  const start = Number(req.query.get("bookmark") ? Buffer.from(req.query.get("bookmark")!, "base64url").toString() : "0");
  const slice = items.slice(start, start + size);
  const next = start + size < items.length ? Buffer.from(String(start + size)).toString("base64url") : null;
  return { status: 200, body: { items: slice, bookmark: next } };
}

export function listBoards(store: PinterestStore, req: FakeRequest, grant: Grant): FakeResponse {
  const mine = store.boards.filter((b) => b.ownerId === grant.userId && b.privacy !== "SECRET");
  return page(
    req,
    mine.map((b) => ({
      id: b.id,
      name: b.name,
      privacy: b.privacy,
      description: null,
      owner: { username: PINTEREST_USER.username },
      pin_count: store.pins.filter((p) => p.board_id === b.id).length,
      follower_count: 0,
      created_at: "2026-01-05T10:00:00",
    })),
  );
}

export function listBoardPins(store: PinterestStore, req: FakeRequest, grant: Grant, boardId: string): FakeResponse {
  const board = store.boards.find((b) => b.id === boardId && b.ownerId === grant.userId);
  if (!board) return pinError(404, 40, "Board not found.");
  const pins = store.pins.filter((p) => p.board_id === boardId).reverse();
  return page(
    req,
    pins.map((p) => pinJson(p)),
  );
}

function pinJson(pin: FakePin) {
  const { ownerId: _owner, media_source: _source, ...rest } = pin;
  return { ...rest, is_owner: true, board_section_id: null, creative_type: "REGULAR" };
}

export function createPin(store: PinterestStore, req: FakeRequest, grant: Grant): FakeResponse {
  const body = req.json as Record<string, unknown> | undefined;
  if (!body || typeof body !== "object") return pinError(400, 1, "Invalid request body");
  const unknown = Object.keys(body).find((k) => !PIN_FIELDS.has(k));
  if (unknown) return pinError(400, 1, `Invalid parameters: unknown field ${unknown}`);
  const boardId = body.board_id;
  if (typeof boardId !== "string" || !/^\d+$/.test(boardId)) return pinError(400, 1, "board_id must be a string of digits");
  const board = store.boards.find((b) => b.id === boardId && b.ownerId === grant.userId);
  if (!board) return pinError(404, 40, "Board not found.");
  const limits: [string, number][] = [
    ["title", 100],
    ["description", 800],
    ["alt_text", 500],
    ["link", 2048],
  ];
  for (const [key, max] of limits) {
    const value = body[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== "string") return pinError(400, 1, `${key} must be a string`);
    if ([...value].length > max) return pinError(400, 1, `${key} is longer than ${max} characters`);
  }
  const source = body.media_source as Record<string, unknown> | undefined;
  let mediaType: FakePin["media"]["media_type"];
  switch (source?.source_type) {
    case "image_url":
      if (typeof source.url !== "string" || !URL.canParse(source.url)) return pinError(400, 1, "media_source.url must be a URL");
      mediaType = "image";
      break;
    case "multiple_image_urls": {
      const items = source.items;
      if (!Array.isArray(items) || items.length < 2 || items.length > 5) return pinError(400, 1, "media_source.items must hold 2 to 5 images");
      if (items.some((i) => typeof (i as { url?: unknown }).url !== "string")) return pinError(400, 1, "every media_source item needs a url");
      mediaType = "multiple_images";
      break;
    }
    case "video_id": {
      if (typeof source.media_id !== "string") return pinError(400, 1, "media_source.media_id must be a string of digits");
      const media = store.media.get(source.media_id);
      if (!media || media.ownerId !== grant.userId) return pinError(404, 4, "Media not found.");
      if (media.status !== "succeeded") return pinError(400, 1, `Media is not ready (status ${media.status})`);
      const hasUrl = typeof source.cover_image_url === "string";
      const frame = source.cover_image_key_frame_time;
      if (frame !== undefined && (!Number.isInteger(frame) || (frame as number) < 0))
        return pinError(400, 1, "cover_image_key_frame_time must be an integer of 0 or more");
      if (!hasUrl && frame === undefined) return pinError(400, 1, "a video Pin needs cover_image_url or cover_image_key_frame_time");
      mediaType = "video";
      break;
    }
    default:
      return pinError(400, 1, "media_source.source_type must be image_url, multiple_image_urls or video_id");
  }
  const pin: FakePin = {
    id: store.nextId("8137442"),
    board_id: boardId,
    created_at: new Date(store.now()).toISOString().replace(/\.\d{3}Z$/, ""),
    title: (body.title as string | null | undefined) ?? null,
    description: (body.description as string | null | undefined) ?? null,
    link: (body.link as string | null | undefined) ?? null,
    alt_text: (body.alt_text as string | null | undefined) ?? null,
    media_source: source,
    media: { media_type: mediaType },
    ownerId: grant.userId,
  };
  store.pins.push(pin);
  return { status: 201, body: pinJson(pin) };
}
