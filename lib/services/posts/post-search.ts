// Search posts by text, title, tag and account (issue 38): `q` on GET /posts and the posts page's search box.
// Every word must match somewhere (so "sale bluesky" narrows), each word anywhere in the title or caption, at
// the start of a hashtag ("#sale" or "sale"), or naming a channel: a network id ("bluesky") or part of an
// account's handle ("@ada" or "ada"), whether the post is one row per account (after fan-out) or a draft that
// lists its accounts in account_mappings. One SQL condition on `posts p`, so the API and the web app, which read
// through different queries, cannot search differently.
import { Prisma } from "@/generated/prisma/client";

/** Words beyond these are ignored: a pasted paragraph is not a query. */
const MAX_WORDS = 8;

/** The words of a query, lower-cased; none for an empty or blank one. */
export function searchWords(q: string | undefined): string[] {
  // Most reads have no query (every GET /posts/{id}): no regular expression for them.
  if (!q) return [];
  return q.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
}

/** A LIKE pattern that finds `text` literally (its % and _ and \ escaped). */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function startingWith(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function wordCondition(word: string): Prisma.Sql {
  const anywhere = containing(word);
  const tag = startingWith(word.replace(/^#/, ""));
  const handle = containing(word.replace(/^@/, ""));
  const network = word.replace(/^@/, "");
  return Prisma.sql`(
    p.title ILIKE ${anywhere} OR p.caption ILIKE ${anywhere}
    OR EXISTS (SELECT 1 FROM unnest(p.hashtags) h WHERE lower(ltrim(h, '#')) LIKE ${tag})
    OR ${network} = ANY(p.platforms)
    OR EXISTS (
      SELECT 1 FROM social_accounts a
      WHERE a.workspace_id = p.workspace_id AND lower(a.platform_username) LIKE ${handle}
        AND (a.id = p.connected_account_id OR p.account_mappings @> jsonb_build_array(jsonb_build_object('accountId', a.id::text)))
    )
  )`;
}

/** `AND …` for each word of the query; nothing for an empty one. */
export function postSearchSql(q: string | undefined): Prisma.Sql {
  const words = searchWords(q);
  if (words.length === 0) return Prisma.empty;
  return Prisma.sql`AND ${Prisma.join(words.map(wordCondition), " AND ")}`;
}
