// What the fake Pinterest server holds and the shapes its route modules share: the app and user it knows, the
// boards, Pins and video uploads, Pinterest's error body, and the view of the server a route handler gets.
import type { FakeResponse } from "../oauth-server";

export const PINTEREST_CLIENT = { clientId: "1484762", clientSecret: "pinterest-app-secret" };
export const PINTEREST_USER = { id: "1125899906842624", username: "postlane_studio" };
export const ALL_PINTEREST_SCOPES = ["boards:read", "boards:write", "pins:read", "pins:write", "user_accounts:read"];

/** Pinterest's error body, { code, message } (Pinterest.Lib.Error). */
export const pinError = (status: number, code: number, message: string, headers?: Record<string, string>): FakeResponse => ({
  status,
  headers,
  body: { code, message },
});

/** Who a token acts for and what it may do. */
export interface Grant {
  userId: string;
  scopes: string[];
}

export interface FakeBoard {
  id: string;
  name: string;
  privacy: "PUBLIC" | "PROTECTED" | "SECRET";
  ownerId: string;
}

export interface FakePin {
  id: string;
  board_id: string;
  created_at: string;
  title: string | null;
  description: string | null;
  link: string | null;
  alt_text: string | null;
  media_source: Record<string, unknown>;
  media: { media_type: "image" | "multiple_images" | "video" };
  ownerId: string;
}

export interface FakeMedia {
  id: string;
  ownerId: string;
  status: "registered" | "processing" | "succeeded" | "failed";
  parameters: Record<string, string>;
  bytes: number;
  processingPollsLeft: number;
}

/** The server as the route handlers see it: its rows, its test switches, its clock and id sequence. */
export interface PinterestStore {
  readonly boards: FakeBoard[];
  readonly pins: FakePin[];
  readonly media: Map<string, FakeMedia>;
  /** Status reads a finished upload stays "processing" for. */
  processingPolls: number;
  /** The next uploaded video fails processing. */
  failNextVideo: boolean;
  /** http://127.0.0.1:<port> of the server. */
  readonly url: string;
  now(): number;
  nextId(prefix: string): string;
}
