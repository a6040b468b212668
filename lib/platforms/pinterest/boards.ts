// The boards a Pinterest account can pin to: GET /v5/boards (boards:read), paged with `bookmark`, at most 250
// per page (v5/openapi.json). Secret boards need boards:read_secret, which Postlane does not ask for.
import { z } from "zod";
import type { AccountContext } from "../types";
import { pinterestRequest } from "./api";

const boardPage = z.object({
  items: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      privacy: z.string().optional(),
      pin_count: z.number().optional(),
    }),
  ),
  bookmark: z.string().nullable().optional(),
});

export interface PinterestBoard {
  id: string;
  name: string;
  privacy: string;
  pinCount: number | null;
}

/** Pages through every board (bounded: 20 pages of 250). */
export async function listPinterestBoards(account: AccountContext, signal: AbortSignal): Promise<PinterestBoard[]> {
  const boards: PinterestBoard[] = [];
  let bookmark: string | null | undefined;
  for (let page = 0; page < 20; page++) {
    const query = new URLSearchParams({ page_size: "250" });
    if (bookmark) query.set("bookmark", bookmark);
    const data = await pinterestRequest("GET", `/v5/boards?${query}`, boardPage, {
      accessToken: account.credentials.accessToken,
      what: "listing boards",
      signal,
    });
    for (const board of data.items) boards.push({ id: board.id, name: board.name, privacy: board.privacy ?? "PUBLIC", pinCount: board.pin_count ?? null });
    bookmark = data.bookmark;
    if (!bookmark) break;
  }
  return boards;
}
