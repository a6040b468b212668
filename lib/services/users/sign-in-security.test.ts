// Password guessing is throttled per account and per address, and sessions end on sign-out and on a
// password change (the session version a JWT carries no longer matches).
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { acceptSessionCarryOver, issueSessionCarryOver } from "@/lib/auth/session-carry-over";
import { SIGN_IN_ATTEMPTS_PER_ACCOUNT, SIGN_IN_ATTEMPTS_PER_ADDRESS, SignInThrottledError } from "@/lib/services/rate-limit/sign-in-throttle";
import { uniqueEmail } from "@/test/factories";
import { authenticateUser } from "./authenticate-user";
import { changePassword } from "./change-password";
import { createUser } from "./create-user";
import { endUserSessions } from "./end-user-sessions";
import { signOutOtherSessions } from "./sign-out-other-sessions";

// A new address each time: an address blocked by one test must not be reused by another, nor by an earlier
// run (with REDIS_URL the counts outlive the process), hence a random network per run.
const network = crypto.randomUUID().slice(0, 4);
let addresses = 0;
const randomAddress = () => `2001:db8:${network}::${(++addresses).toString(16)}`;

describe("sign-in throttling", () => {
  it("refuses the right password after 200 wrong ones sent at once, from any address, with the wait", async () => {
    const email = uniqueEmail("guessed");
    await createUser({ input: { email, password: "right password" } });
    const started = Date.now();
    const guesses = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => authenticateUser({ input: { email, password: `guess ${i}` }, clientAddress: `198.51.100.${i % 200}` })),
    );
    const throttled = guesses.filter((g) => g.status === "rejected" && g.reason instanceof SignInThrottledError);
    expect(throttled.length).toBeGreaterThanOrEqual(190);
    expect(guesses.filter((g) => g.status === "fulfilled").every((g) => g.value === null)).toBe(true);
    // Refused attempts check no password, so the burst is cheap for the server.
    expect(Date.now() - started).toBeLessThan(10_000);

    const right = authenticateUser({ input: { email, password: "right password" }, clientAddress: randomAddress() });
    await expect(right).rejects.toBeInstanceOf(SignInThrottledError);
    const error = (await right.catch((e: unknown) => e)) as SignInThrottledError;
    expect(error.retryAfterSeconds).toBeGreaterThan(600);
    expect(error.status).toBe(429);
  });

  it("lets a person who mistyped a few times sign in, and starts their count afresh", async () => {
    const email = uniqueEmail("typo");
    const address = randomAddress();
    const user = await createUser({ input: { email, password: "right password" } });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) expect(await authenticateUser({ input: { email, password: "typo" }, clientAddress: address })).toBeNull();
      expect(await authenticateUser({ input: { email, password: "right password" }, clientAddress: address })).toMatchObject({ id: user.id });
    }
  });

  it("stops one address from trying many accounts", async () => {
    const address = randomAddress();
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_ADDRESS; i++) {
      expect(await authenticateUser({ input: { email: uniqueEmail(`spray${i}`), password: "password1" }, clientAddress: address })).toBeNull();
    }
    const email = uniqueEmail("victim");
    await createUser({ input: { email, password: "right password" } });
    await expect(authenticateUser({ input: { email, password: "right password" }, clientAddress: address })).rejects.toBeInstanceOf(SignInThrottledError);
    expect(await authenticateUser({ input: { email, password: "right password" }, clientAddress: randomAddress() })).not.toBeNull();
  });
});

describe("session versions", () => {
  it("a sign-in carries the user's session version; ending sessions and changing the password move it on", async () => {
    const email = uniqueEmail("sessions");
    const user = await createUser({ input: { email, password: "first password" } });
    const signedIn = await authenticateUser({ input: { email, password: "first password" }, clientAddress: randomAddress() });
    expect(signedIn?.sessionVersion).toBe(0);

    await endUserSessions({ userId: user.id, fromVersion: 0 });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(1);
    // Signing out with a session that had already ended leaves the newer ones alone.
    await endUserSessions({ userId: user.id, fromVersion: 0 });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(1);

    const clientAddress = randomAddress();
    await expect(changePassword({ userId: user.id, input: { currentPassword: "wrong", newPassword: "second password" }, clientAddress })).rejects.toMatchObject(
      {
        status: 400,
        message: "Your current password is not right.",
      },
    );
    await expect(changePassword({ userId: user.id, input: { currentPassword: "first password", newPassword: "short" }, clientAddress })).rejects.toMatchObject({
      status: 400,
      message: "Your new password must be at least 8 characters.",
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(1);

    expect(await changePassword({ userId: user.id, input: { currentPassword: "first password", newPassword: "second password" }, clientAddress })).toEqual({
      sessionVersion: 2,
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(2);
    // The owner is told by mail (refused attempts above sent nothing).
    const mail = await db.emailMessage.findMany({ where: { to: email, kind: "password-changed" } });
    expect(mail.map((m) => m.subject)).toEqual(["Your Postlane password was changed"]);
    expect(mail[0].text).toContain("changed from Your account");
    expect(await authenticateUser({ input: { email, password: "first password" }, clientAddress: randomAddress() })).toBeNull();
    expect(await authenticateUser({ input: { email, password: "second password" }, clientAddress: randomAddress() })).toMatchObject({ sessionVersion: 2 });
  });
});

describe("change password", () => {
  it("counts wrong current passwords against the account's sign-in budget", async () => {
    const email = uniqueEmail("oracle");
    const user = await createUser({ input: { email, password: "first password" } });
    const input = { currentPassword: "guess", newPassword: "second password" };
    const hashBefore = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash;
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_ACCOUNT; i++) {
      await expect(changePassword({ userId: user.id, input, clientAddress: randomAddress() })).rejects.toMatchObject({ status: 400 });
    }
    await expect(
      changePassword({ userId: user.id, input: { ...input, currentPassword: "first password" }, clientAddress: randomAddress() }),
    ).rejects.toBeInstanceOf(SignInThrottledError);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(hashBefore);
  });
});

describe("sign out other sessions", () => {
  it("moves the session version on and carries only the asking session over", async () => {
    const user = await createUser({ input: { email: uniqueEmail("others"), password: "first password" } });
    expect(await signOutOtherSessions({ userId: user.id })).toEqual({ sessionVersion: 1 });
    const ticket = issueSessionCarryOver({ userId: user.id, fromVersion: 0, toVersion: 1 });
    expect(acceptSessionCarryOver(ticket, { userId: user.id, currentVersion: 0 })).toBe(1);
    // Not for another user, another version, after two minutes, or with a changed signature.
    expect(acceptSessionCarryOver(ticket, { userId: crypto.randomUUID(), currentVersion: 0 })).toBeNull();
    expect(acceptSessionCarryOver(ticket, { userId: user.id, currentVersion: 1 })).toBeNull();
    expect(acceptSessionCarryOver(ticket, { userId: user.id, currentVersion: 0 }, Date.now() + 3 * 60 * 1000)).toBeNull();
    const [payload, signature] = ticket.split(".");
    const forged = Buffer.from(JSON.stringify({ uid: user.id, from: 0, to: 5, exp: Date.now() + 60_000 })).toString("base64url");
    expect(acceptSessionCarryOver(`${forged}.${signature}`, { userId: user.id, currentVersion: 0 })).toBeNull();
    expect(acceptSessionCarryOver(`${payload}.${signature.slice(0, -2)}`, { userId: user.id, currentVersion: 0 })).toBeNull();
    expect(acceptSessionCarryOver(undefined, { userId: user.id, currentVersion: 0 })).toBeNull();
  });
});
