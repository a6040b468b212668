// A visitor's page that follows a link page's counted clicks to targets on hosts that do not resolve here
// (shop.example.test …): each target answers with a small page titled by its host.
//
// A counted click (/l/{slug}/c/{blockId}) is the app's 302 to the target, and Playwright does not call a route's
// handler for a redirect's target, nor for the target of a 302 that a route fulfilled (its own tests: "should not
// work with redirects"; tried here). Routing only the target left the outcome to the browser's failed DNS lookup:
// Chromium kept the target's URL, the headless shell shows chrome-error://chromewebdata/. So the click is routed
// too: sent to the app unchanged (the app counts it), its 302 checked, and the browser sent on to the 302's
// Location by a page that refreshes to it at once, a navigation of its own, which the target's route answers.
import { expect, type Page } from "@playwright/test";

export async function answerLinkTargets(page: Page, targetHosts: RegExp): Promise<void> {
  await page.route(
    (url) => targetHosts.test(url.hostname),
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: `<title>${new URL(route.request().url()).hostname}</title>` }),
  );
  await page.route(/\/l\/[^/]+\/c\/[^/?]+/, async (route) => {
    const click = await route.fetch({ maxRedirects: 0 });
    expect(click.status(), "a counted click answers with a redirect to its target").toBe(302);
    const target = click.headers().location;
    expect(new URL(target).hostname).toMatch(targetHosts);
    const attribute = target.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
    await route.fulfill({ status: 200, contentType: "text/html", body: `<meta http-equiv="refresh" content="0;url=${attribute}">` });
  });
}
