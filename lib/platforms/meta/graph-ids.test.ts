// Every id the fake Graph server answers is a string, as Meta documents ids ("numeric string",
// https://developers.facebook.com/docs/graph-api/overview, and each node's reference): a numeric one, a page
// post's "<page>_<post>", an upload session's "upload:<n>", an insights row's "<object>/insights/<metric>/<period>".
// The one documented exception is the user_id of Threads' code exchange, a JSON number. Every post type of
// the three adapters runs here, with metrics, so a route answering a number fails this test.
import { afterAll, beforeAll, expect, it } from "vitest";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { type MetaGraphServer, startMetaGraphServer } from "@/test/fakes/meta-graph-server";
import { makeAccount, publishFindAndMeasure } from "@/test/fakes/meta-graph/phases";
import { graphCall } from "@/test/fakes/meta-graph/graph-call";
import { facebookAdapter } from "../facebook/adapter";
import { instagramAdapter } from "../instagram/adapter";
import { threadsAdapter } from "../threads/adapter";

let server: MetaGraphServer;
const saved = { ...process.env };

beforeAll(async () => {
  server = await startMetaGraphServer({ videoProcessingPolls: 1 });
  allowMediaHost(server.url);
  for (const network of ["FACEBOOK", "INSTAGRAM", "THREADS"]) process.env[`${network}_API_BASE_URL`] = server.url;
  process.env.FACEBOOK_CLIENT_ID = server.options.app.clientId;
  process.env.FACEBOOK_CLIENT_SECRET = server.options.app.clientSecret;
});
afterAll(async () => {
  process.env = saved;
  await server.close();
});

const ID_FORMS = [/^\d+$/, /^\d+_\d+$/, /^upload:\d+$/, /^\d+(_\d+)?\/insights\/\w+\/\w+$/];

/** Paths to every id-like key ("id", "…_id") whose value is not a documented id string. */
function badIds(value: unknown, path: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => badIds(item, `${path}[${index}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = `${path}.${key}`;
    if ((key === "id" || key.endsWith("_id")) && (typeof inner !== "string" || !ID_FORMS.some((form) => form.test(inner))))
      return [`${here} = ${JSON.stringify(inner)}`];
    return badIds(inner, here);
  });
}

it("answers every id as a documented string, across every post type, lookup and metrics read", async () => {
  const image = (name: string) => ({ url: server.mediaUrl(name), kind: "image" as const });
  const video = (name: string) => ({ url: server.mediaUrl(name), kind: "video" as const });
  const { userId, userToken } = server.addFacebookUser();
  const { pageId, pageToken, igUserId } = server.addPage(userId, { instagramUsername: "ids.check" });
  const page = makeAccount("facebook", pageId, pageToken, { refreshToken: userToken });
  for (const input of [
    { text: "text" },
    { text: "photos", media: [image("a.jpg"), image("b.png")] },
    { text: "video", media: [video("c.mp4")] },
    { text: "reel", postType: "reel" as const, media: [video("d.mp4")] },
    { postType: "story" as const, media: [image("e.jpg")] },
    { postType: "story" as const, media: [video("f.mp4")] },
  ])
    await publishFindAndMeasure(facebookAdapter, input, page);

  const ig = makeAccount("instagram", igUserId!, userToken);
  for (const input of [
    { text: "image", media: [image("g.jpg")] },
    { text: "carousel", media: [image("h.jpg"), image("i.jpg")] },
    { text: "reel", postType: "reel" as const, media: [video("j.mp4")] },
    { postType: "story" as const, media: [image("k.jpg")] },
  ])
    await publishFindAndMeasure(instagramAdapter, input, ig);

  const threads = server.addThreadsUser();
  const th = makeAccount("threads", threads.userId, threads.token);
  await publishFindAndMeasure(threadsAdapter, { text: "root", options: { chainItems: [{ text: "reply" }] } }, th);
  await publishFindAndMeasure(threadsAdapter, { text: "carousel", media: [image("l.jpg"), image("m.jpg")] }, th);

  await graphCall(server, "GET", "/me/accounts", { fields: "id,name,access_token,instagram_business_account{id,username}", access_token: userToken });
  await graphCall(server, "GET", `/${pageId}`, { fields: "id,access_token,instagram_business_account", access_token: userToken });

  const answers = server.requests.filter((request) => request.answer !== undefined);
  expect(answers.length).toBeGreaterThan(60);
  expect(answers.flatMap((request) => badIds(request.answer, `${request.method} ${request.path}`))).toEqual([]);
});
