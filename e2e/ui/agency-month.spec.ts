import { createRequire } from "node:module";
import Papa from "papaparse";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { mailboxPort, smtpPort } from "../../playwright.config";
import { pdfText } from "../../test/analytics/pdf-text";
import { inviteLinkIn, readMail } from "../mailbox";
import { standInCredentials } from "../stand-in-networks";
import { signUpWithSandboxAccount } from "./axe";
import { cli, failOnConsoleErrors, PASSWORD, screenshot, screenshots, uniqueEmail } from "./support";

// An agency's month with one client (issue 37's "done when"), by the people who live it: the owner renames the
// workspace after the client, turns approvals on, invites a member and a manager (who join from the emails'
// links), connects the client's Telegram channel beside the sandbox accounts and has the report emailed to the
// client. The member writes three posts (X and LinkedIn through sandbox accounts, Telegram through the stand-in
// Bot API) and submits them; the manager shares them through a review link; the client, with no account, approves
// two and asks for a change on the third; the member revises it; the client approves the new version; all three
// publish. The owner downloads the PDF report and the CSV (read back: the client's name and the figures), and the
// scheduled report arrives at the client's address in the run's SMTP server with the PDF attached.
//
// Sandbox rows never count in reports (issue 37), so the report's figures are the Telegram post's: one post, on
// Telegram, with its caption among the top posts; the two sandbox posts are in neither file.
test.setTimeout(240_000);

const CLIENT = "Kawiarnia Żółw";
const CAPTIONS = {
  x: "Nowe menu od poniedziałku: zupa dnia i placek",
  linkedin: "We are hiring a pastry chef for our Kraków café",
  telegram: "Gift cards are back for December",
} as const;
const REVISED = "Gift cards are back for December: the perfect present";

async function newPage(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  return (await browser.newContext(options)).newPage();
}

/** Invites `role` from the Members page; the invitee follows the email's link and signs up there. */
async function inviteAndJoin(ownerPage: Page, browser: Browser, name: string, role: "member" | "manager"): Promise<Page> {
  const email = uniqueEmail(role);
  const invite = ownerPage.getByRole("form", { name: "Invite a member" });
  await invite.getByLabel("Email").fill(email);
  await invite.getByLabel("Role").selectOption(role);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(ownerPage.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const [mail] = await readMail(email, { httpPort: mailboxPort });
  expect(mail.subject).toBe(`Casey invited you to ${CLIENT} on Postlane`);
  const page = await newPage(browser);
  await page.goto(inviteLinkIn(mail));
  await expect(page.getByRole("heading", { name: `Join ${CLIENT}` })).toBeVisible();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account and join" }).click();
  await expect(page.getByRole("heading", { name: "Idea board" })).toBeVisible();
  await expect(page.getByLabel("Workspace", { exact: true }).locator("option:checked")).toHaveText(`${CLIENT} (${role})`);
  return page;
}

async function compose(page: Page, workspaceId: string, account: RegExp, caption: string) {
  await page.goto(`/${workspaceId}/posts/new`);
  await page.getByRole("checkbox", { name: account }).check();
  await page.getByLabel("Caption", { exact: true }).fill(caption);
  await page.getByRole("button", { name: "Submit for approval" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));
}

/** The downloaded file of an export link on the Analytics page. */
async function download(page: Page, testId: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The PDF's first page as a reader sees it, drawn by pdf.js in the browser at the page's width, for review:
 * `agency-report-pdf-1440.png` and `-390.png` (a PDF has no dark theme).
 */
async function screenshotPdf(browser: Browser, pdf: Buffer) {
  const require = createRequire(import.meta.url);
  const files: Record<string, string> = {
    "/pdf.mjs": require.resolve("pdfjs-dist/build/pdf.min.mjs"),
    "/pdf.worker.mjs": require.resolve("pdfjs-dist/build/pdf.worker.min.mjs"),
  };
  const html = `<!doctype html><body style="margin:0;background:#e2e8f0"><canvas id="page" style="display:block;width:100%"></canvas>
<script type="module">
// pdf.js's worker code in this thread (it registers itself as globalThis.pdfjsWorker): one page needs no worker.
import "/pdf.worker.mjs";
import * as pdfjs from "/pdf.mjs";
const doc = await pdfjs.getDocument({ url: "/report.pdf" }).promise;
const first = await doc.getPage(1);
const scale = (innerWidth / first.getViewport({ scale: 1 }).width) * devicePixelRatio;
const viewport = first.getViewport({ scale });
const canvas = document.getElementById("page");
canvas.width = viewport.width;
canvas.height = viewport.height;
await first.render({ canvas, canvasContext: canvas.getContext("2d"), viewport }).promise;
document.body.dataset.rendered = "yes";
</script></body>`;
  for (const width of [1440, 390]) {
    const page = await newPage(browser, { viewport: { width, height: width === 1440 ? 900 : 844 } });
    const problems = failOnConsoleErrors(page);
    await page.route("http://pdf-preview.test/**", (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === "/report.pdf") return route.fulfill({ body: pdf, contentType: "application/pdf" });
      if (files[pathname]) return route.fulfill({ path: files[pathname], contentType: "text/javascript" });
      return route.fulfill({ body: html, contentType: "text/html" });
    });
    await page.goto("http://pdf-preview.test/");
    await expect(page.locator("body[data-rendered=yes]"), problems.problems.join("\n")).toHaveCount(1);
    await screenshot(page, `agency-report-pdf-${width}`);
    await page.context().close();
  }
}

test("an agency's month: a renamed client workspace, invitations, a client review link, revision, publishing and the report", async ({ browser }) => {
  // The owner: signs up, adds the sandbox accounts (the checklist's one click), names the workspace after the client.
  const owner = await newPage(browser);
  const { workspaceId } = await signUpWithSandboxAccount(owner, "agency-owner");
  await owner.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  const naming = owner.getByRole("form", { name: "Name and colour" });
  await naming.getByLabel("Workspace name").fill(CLIENT);
  await naming.getByRole("button", { name: "Save" }).click();
  await expect(owner.getByText(`Saved: this workspace is now “${CLIENT}”`)).toBeVisible();
  await owner.getByLabel("Posts need approval").check();
  await expect(owner.getByText("Posts now need approval")).toBeVisible();

  // The team joins from the invitation emails, which name the client.
  await owner.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Members" }).click();
  const member = await inviteAndJoin(owner, browser, "Mia", "member");
  const manager = await inviteAndJoin(owner, browser, "Max", "manager");

  // The client's Telegram channel, connected for real (the stand-in Bot API), so the report has live figures.
  const { telegramBotToken } = standInCredentials();
  await owner.goto(`/${workspaceId}/accounts`);
  const dialog = owner.getByRole("dialog", { name: "Connect Telegram" });
  await expect(async () => {
    await owner.getByTestId("connect-telegram").getByRole("button", { name: "Connect Telegram" }).click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await dialog.getByLabel("Bot token").fill(telegramBotToken);
  await dialog.getByLabel("Channel or group").fill("@e2enews");
  await dialog.getByRole("button", { name: "Connect Telegram" }).click();
  await expect(owner.getByText("Connected Telegram @e2enews")).toBeVisible();

  // The report goes to the client every week.
  const clientEmail = uniqueEmail("client");
  await owner.goto(`/${workspaceId}/analytics`);
  await owner.getByText("Email this report").click();
  await owner.getByLabel("How often").selectOption("weekly");
  await owner.getByLabel("Send to").fill(clientEmail);
  await owner.getByRole("button", { name: "Save" }).click();
  await expect(owner.getByText("The report will be emailed every Monday (the week before)")).toBeVisible();

  // The member writes the three posts and submits each (to publish as soon as it is approved).
  await compose(member, workspaceId, /^X \(Twitter\) @postlane_sandbox/, CAPTIONS.x);
  await compose(member, workspaceId, /^LinkedIn @Postlane Sandbox/, CAPTIONS.linkedin);
  await compose(member, workspaceId, /^Telegram @+e2enews/, CAPTIONS.telegram);
  await expect(member.getByTestId("post-row").getByTestId("approval-badge").filter({ hasText: "Awaiting approval" })).toHaveCount(3);

  // The manager shares them with the client.
  await manager.goto(`/${workspaceId}/posts/review`);
  await expect(manager.getByTestId("approval-item")).toHaveCount(3);
  await manager.getByTestId("share-for-review").locator("summary").click();
  const form = manager.getByTestId("review-link-form");
  await form.getByLabel("Title the client sees").fill(`December posts for ${CLIENT}`);
  await form.getByRole("button", { name: "Make review link" }).click();
  const url = await manager.getByTestId("review-link-url").inputValue();
  expect(url).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);

  // The client: no account, in Warsaw. Approves two, asks for a change on the Telegram post.
  const client = await newPage(browser, { timezoneId: "Europe/Warsaw", locale: "pl-PL" });
  await client.goto(url);
  await expect(client.getByRole("heading", { level: 1 })).toHaveText(`December posts for ${CLIENT}`);
  const review = (caption: string) => client.getByTestId("review-post").filter({ hasText: caption });
  await expect(client.getByTestId("review-post")).toHaveCount(3);
  await client.getByLabel("Your name").fill("Zofia from Żółw");
  for (const caption of [CAPTIONS.x, CAPTIONS.linkedin]) {
    await review(caption)
      .getByRole("button", { name: /^Approve/ })
      .click();
    // Asked to go out as soon as approved, it may already be out (the sandbox publishes at once).
    await expect(review(caption).getByTestId("review-standing")).toHaveText(/^(Approved|Published)$/);
    await expect(review(caption).getByTestId("review-past-decision")).toContainText("Approved by Zofia from Żółw");
  }
  await review(CAPTIONS.telegram)
    .getByLabel(/^Comment/)
    .fill("Say it is the perfect present");
  await review(CAPTIONS.telegram)
    .getByRole("button", { name: /^Request changes/ })
    .click();
  await expect(review(CAPTIONS.telegram).getByTestId("review-standing")).toHaveText("Changes requested");
  await screenshots(client, "agency-review-page");

  // The member reads the client's comment, revises and submits again.
  await member.reload();
  const sentBack = member.getByTestId("post-row").filter({ has: member.getByTestId("approval-badge").filter({ hasText: "Changes requested" }) });
  await expect(sentBack).toHaveCount(1);
  await sentBack.getByRole("link", { name: /^Edit post/ }).click();
  await expect(member.getByTestId("client-review-history")).toContainText("Say it is the perfect present");
  await member.getByLabel("Caption", { exact: true }).fill(REVISED);
  await member.getByRole("button", { name: "Submit for approval" }).click();
  await expect(member).toHaveURL(new RegExp(`/${workspaceId}/posts$`));

  // The client sees the new version (the earlier decision marked as about the old one) and approves it.
  await client.reload();
  const revised = review(REVISED);
  await expect(revised.getByTestId("review-standing")).toHaveText("Awaiting your review");
  await expect(revised.getByTestId("review-older-version")).toBeVisible();
  await revised.getByRole("button", { name: /^Approve/ }).click();
  await expect(revised.getByTestId("review-standing")).toHaveText(/^(Approved|Published)$/);

  // All three publish: two through the sandbox, one to the Telegram channel.
  await expect(async () => {
    await member.reload();
    await expect(member.getByTestId("post-status").filter({ hasText: "Published" })).toHaveCount(3, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  // The owner's downloads: the PDF names the client and has the Telegram post's figures; the CSV its one row.
  await owner.goto(`/${workspaceId}/analytics`);
  const pdf = await download(owner, "export-pdf");
  const { text, pages } = await pdfText(pdf);
  expect(text).toContain(CLIENT);
  expect(text).toMatch(/Last 30 days: /);
  expect(text).toMatch(/Posts\s+1\b/);
  expect(text).toContain("1. Telegram");
  expect(text).toContain(REVISED);
  for (const sandboxCaption of [CAPTIONS.x, CAPTIONS.linkedin]) expect(text).not.toContain(sandboxCaption);
  expect(pages[0]).toContain("Posts through sandbox accounts are not counted.");
  await screenshotPdf(browser, pdf);

  const csv = Papa.parse<Record<string, string>>((await download(owner, "export-csv")).toString("utf8"), { header: true, skipEmptyLines: true });
  expect(csv.data.map((row) => [row.network, row.caption])).toEqual([["telegram", REVISED]]);

  // The scheduled report, sent now by the operator (whose CLI has the server's mail settings, as the app's own
  // environment would give it), arrives at the client's address in the run's SMTP server with the PDF attached.
  process.env.SMTP_URL = `smtp://postlane:e2e-password@127.0.0.1:${smtpPort}`;
  process.env.MAIL_FROM = "Postlane <postlane@example.test>";
  try {
    await cli("report", "send", "--workspace", workspaceId);
  } finally {
    delete process.env.SMTP_URL;
    delete process.env.MAIL_FROM;
  }
  const [mail] = await readMail(clientEmail, { httpPort: mailboxPort, timeoutMs: 30_000, attachments: true });
  expect(mail.subject).toBe(`${CLIENT}: weekly analytics report`);
  expect(mail.text).toContain(`The weekly analytics report of ${CLIENT} is attached`);
  expect(mail.attachments.map((a) => a.contentType)).toEqual(["application/pdf"]);
  const attached = await pdfText(Buffer.from(mail.attachments[0].base64!, "base64"));
  expect(attached.text).toContain(CLIENT);
  expect(attached.text).toMatch(/Week of \d+ \w+ \d{4}: /);
});
