// UTM tags: at publish time each link of a post's text and link fields gets
// utm_source=<network>&utm_medium=social&utm_campaign=<campaign>, so the marketer's own web analytics can tell
// which network sent a visit. The links are found by linkify-it (markdown-it's finder: it balances parentheses,
// leaves trailing punctuation out and knows IDN and unicode paths), so "(see https://x.example/a)." keeps its
// ")." outside the link. A link that already carries any utm_ parameter is the marketer's own choice and is
// never touched. Pure: the pipeline (resolve-content.ts) and the composer's preview call the same code.
import LinkifyIt from "linkify-it";

/** The workspace setting, or a post's own override of it. */
export interface UtmSetting {
  enabled: boolean;
  campaign: string | null;
}

export const UTM_MEDIUM = "social";
export const UTM_CAMPAIGN_MAX = 100;

// Fuzzy links ("postlane.example/spring") are tagged too: networks turn them into links just the same.
// Emails are not links to tag.
const linkify = new LinkifyIt({}, { fuzzyEmail: false, fuzzyIP: false });

const TAGGED = /(^|[?&])utm_[^=&#]*=/i;

// linkify-it leaves ASCII punctuation at the end out of a link, not the full-width kind ("…/茶。次"): in Chinese
// or Japanese a sentence goes on right after 。 or ，, which no link a person meant contains. The link ends there.
const FROM_WIDE_PUNCTUATION = /[\u2026\u3001\u3002\u3009\u300B\u300D\u300F\u3011\uFF01\uFF09\uFF0C\uFF0E\uFF1A\uFF1B\uFF1F].*$/su;

/** The URL with the three tags before its fragment; unchanged when it already has any utm_ parameter. */
export function tagUrl(url: string, source: string, campaign: string): string {
  const hashAt = url.indexOf("#");
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const fragment = hashAt === -1 ? "" : url.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  const query = queryAt === -1 ? "" : beforeHash.slice(queryAt + 1);
  if (TAGGED.test(query)) return url;
  const tags = `utm_source=${encodeURIComponent(source)}&utm_medium=${UTM_MEDIUM}&utm_campaign=${encodeURIComponent(campaign)}`;
  const joiner = queryAt === -1 ? "?" : query === "" || query.endsWith("&") ? "" : "&";
  return `${beforeHash}${joiner}${tags}${fragment}`;
}

/** Every http(s) or scheme-less link in the text, tagged; the rest of the text is left exactly as it was. */
export function tagLinks(text: string, source: string, campaign: string): string {
  const matches = linkify.match(text);
  if (!matches) return text;
  let out = "";
  let at = 0;
  for (const match of matches) {
    const schema = match.schema.toLowerCase();
    if (schema !== "" && schema !== "http:" && schema !== "https:" && schema !== "//") continue;
    const raw = match.raw.replace(FROM_WIDE_PUNCTUATION, "");
    out += text.slice(at, match.index) + tagUrl(raw, source, campaign);
    at = match.index + raw.length;
  }
  return out + text.slice(at);
}

/** The setting that applies to a post: its own override, else the workspace's; null when nothing is tagged. */
export function effectiveUtm(workspace: UtmSetting | null, post: unknown): { campaign: string } | null {
  const own = readUtm(post);
  const setting = own ?? workspace;
  if (!setting?.enabled) return null;
  const campaign = (own?.campaign ?? workspace?.campaign ?? "").trim();
  return campaign === "" ? null : { campaign };
}

/** A stored Post.utm ({ enabled, campaign? }) or null when the post follows the workspace. */
export function readUtm(value: unknown): UtmSetting | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const { enabled, campaign } = value as Record<string, unknown>;
  if (typeof enabled !== "boolean") return null;
  return { enabled, campaign: typeof campaign === "string" && campaign.trim() !== "" ? campaign.trim() : null };
}
