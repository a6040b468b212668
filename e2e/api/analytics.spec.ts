// GET /analytics black-box: contract shape, parameter errors and key checks. Sums, filters and periods over
// seeded data are covered by lib/services/analytics/get-analytics.test.ts on both databases.
import { adminCli as cli } from "../admin-cli";
import { expect, test } from "./checked-request";
import { PLATFORM_IDS } from "../../lib/platforms/ids";

const URL_ = "/functions/v1/api/analytics";
let readerKey = "";
let otherKey = "";

test.beforeAll(async () => {
  const email = `analytics-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const { user } = (await cli("user", "create", "--email", email, "--password", "correct horse battery")) as { user: { personalWorkspaceId: string } };
  const key = async (scopes: string) =>
    (
      (await cli("key", "create", "--workspace", user.personalWorkspaceId, "--user", email, "--scopes", scopes, "--mode", "test")) as {
        apiKey: { key: string };
      }
    ).apiKey.key;
  readerKey = await key("analytics:read");
  otherKey = await key("posts:read");
});

test("a new workspace has an empty report in the contract's shape", async ({ request }) => {
  const res = await request.get(`${URL_}?period=7d&platform=bluesky`, { headers: { authorization: `Bearer ${readerKey}` } });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({
    period: "7d",
    summary: { totals: { views: 0, likes: 0, comments: 0, shares: 0, reach: 0, saves: 0, impressions: 0, reposts: 0, totalInteractions: 0 }, byPlatform: {} },
    posts: [],
    nextCursor: null,
  });
  const byDefault = await request.get(URL_, { headers: { authorization: `Bearer ${readerKey}` } });
  expect((await byDefault.json()).period).toBe("30d");
});

test("bad parameters are 400 naming the parameter; keys are checked", async ({ request }) => {
  const cases: Array<[string, string]> = [
    ["period=1y", "period: must be one of 7d, 30d, 90d, all"],
    ["platform=myspace", `platform: must be one of ${PLATFORM_IDS.join(", ")}`],
    ["limit=0", "limit: must be a whole number of at least 1 (values above 500 are read as 500)"],
    ["limit=-1", "limit: must be a whole number of at least 1 (values above 500 are read as 500)"],
    ["limit=1.5", "limit: must be a whole number of at least 1 (values above 500 are read as 500)"],
    ["cursor=nope", "cursor: must be the nextCursor of a previous page of this list"],
    ["offset=10", "unknown query parameter: offset (this endpoint takes period, platform, cursor, limit)"],
  ];
  for (const [query, error] of cases) {
    const res = await request.get(`${URL_}?${query}`, { headers: { authorization: `Bearer ${readerKey}` } });
    expect([res.status(), await res.json()], query).toEqual([400, { error, code: "validation_failed" }]);
  }
  expect((await request.get(`${URL_}?limit=500`, { headers: { authorization: `Bearer ${readerKey}` } })).status()).toBe(200);
  expect((await request.get(`${URL_}?limit=501`, { headers: { authorization: `Bearer ${readerKey}` } })).status()).toBe(200); // clamped to 500
  expect((await request.get(URL_, { headers: { authorization: `Bearer ${otherKey}` } })).status()).toBe(403);
  expect((await request.get(URL_)).status()).toBe(401);
  expect((await request.get(URL_, { headers: { authorization: "Bearer pl_live_notarealkey" } })).status()).toBe(401);
});
