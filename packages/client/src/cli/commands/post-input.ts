// The post a `posts create` or `posts validate` command line describes, as the API's CreatePostRequest:
// from flags for the common case, from a JSON file (--body) for everything else, flags winning over the file.
import { readFileSync } from "node:fs";
import { unwrap, type PostlaneClient, type Schema } from "../../client.js";
import { stringList, stringValue, UsageError, type OptionSpec, type OptionValues } from "../command.js";

type CreatePostRequest = Schema<"CreatePostRequest">;

export const postInputOptions: Record<string, OptionSpec> = {
  caption: { type: "string", short: "c", valueName: "text", description: "The post's text (every channel without its own caption)." },
  title: { type: "string", valueName: "text", description: "Internal title; also the video title where a network takes one." },
  account: {
    type: "string",
    multiple: true,
    short: "a",
    valueName: "id|platform",
    description: "Where to post: an account id from `accounts list`, or a platform id when the workspace has one account of it. Repeat for several.",
  },
  media: { type: "string", multiple: true, short: "m", valueName: "url", description: "A public media URL (see `media upload`). Repeat for several." },
  "media-type": { type: "string", valueName: "image|video", description: "What the media are; read from the files when left out." },
  options: {
    type: "string",
    valueName: "json",
    description: 'platformOptions as JSON, e.g. \'{"youtube":{"title":"Launch","categoryId":"28","madeForKids":false}}\'.',
  },
  "first-comment": {
    type: "string",
    valueName: "text",
    description:
      "Posted right after the post as a comment or reply, on every chosen network that takes one (Instagram, Facebook, X, LinkedIn, Threads, Bluesky, Mastodon, YouTube, Telegram groups, Discord bots); per network and with images (firstCommentMedia): --options.",
  },
  body: {
    type: "string",
    valueName: "file",
    description: "A JSON file with a whole CreatePostRequest ('-' reads stdin); the flags above override its fields.",
  },
};

/** A JSON file, or stdin for "-". */
const readJsonFile = (source: string, what: string) => readJsonText(readFileSync(source === "-" ? 0 : source, "utf8"), what);

/**
 * `--account` values as accountMappings. A bare platform id stays without accountId (the API resolves the
 * workspace's only account of it); an account id is looked up once to add its platform, which the API needs.
 */
async function accountMappings(client: PostlaneClient, values: string[]): Promise<CreatePostRequest["accountMappings"]> {
  if (values.length === 0) return undefined;
  const ids = values.filter((v) => /^[0-9a-f-]{36}$/i.test(v));
  const accounts = ids.length > 0 ? (await unwrap(client.GET("/accounts"))).accounts : [];
  return values.map((value) => {
    if (!ids.includes(value)) return { platform: value as never };
    const account = accounts.find((a) => a.id === value);
    if (!account) throw new UsageError(`No connected account has the id ${value} (see \`postlane accounts list\`)`);
    return { platform: account.platform as never, accountId: account.id };
  });
}

/** The networks whose API can comment on or reply to one's own post (the server's lib/platforms/first-comment.ts). */
const FIRST_COMMENT_NETWORKS = ["instagram", "facebook", "twitter", "linkedin", "threads", "bluesky", "mastodon", "youtube", "telegram", "discord"];

/** --first-comment written into platformOptions.<network>.firstComment for each chosen network that takes one. */
function withFirstComment(input: CreatePostRequest, text: string | undefined): CreatePostRequest["platformOptions"] {
  if (text === undefined) return input.platformOptions;
  const chosen = [...(input.accountMappings ?? []).map((m) => m.platform as string), ...((input.platforms as string[] | undefined) ?? [])];
  const networks = chosen.filter((p) => FIRST_COMMENT_NETWORKS.includes(p));
  if (networks.length === 0) throw new UsageError(`--first-comment needs an account on a network that takes one: ${FIRST_COMMENT_NETWORKS.join(", ")}`);
  const options = { ...(input.platformOptions ?? {}) } as Record<string, Record<string, unknown>>;
  for (const network of networks) options[network] = { ...(options[network] ?? {}), firstComment: text };
  return options as CreatePostRequest["platformOptions"];
}

export async function postInput(client: PostlaneClient, values: OptionValues): Promise<CreatePostRequest> {
  const built = await flagsInput(client, values);
  const firstComment = stringValue(values, "first-comment");
  return firstComment === undefined ? built : { ...built, platformOptions: withFirstComment(built, firstComment) };
}

async function flagsInput(client: PostlaneClient, values: OptionValues): Promise<CreatePostRequest> {
  const bodyFile = stringValue(values, "body");
  const input = (bodyFile ? readJsonFile(bodyFile, "--body") : {}) as CreatePostRequest;
  const options = stringValue(values, "options");
  const mappings = await accountMappings(client, stringList(values, "account"));
  const media = stringList(values, "media");
  return {
    ...input,
    ...(stringValue(values, "caption") !== undefined ? { caption: stringValue(values, "caption") } : {}),
    ...(stringValue(values, "title") !== undefined ? { title: stringValue(values, "title") } : {}),
    ...(mappings ? { accountMappings: mappings } : {}),
    ...(media.length > 0 ? { mediaUrls: media } : {}),
    ...(stringValue(values, "media-type") ? { mediaType: stringValue(values, "media-type") as CreatePostRequest["mediaType"] } : {}),
    ...(options ? { platformOptions: readJsonText(options, "--options") as CreatePostRequest["platformOptions"] } : {}),
  };
}

function readJsonText(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`${what} is not valid JSON`);
  }
}
