// Sign-up from the web form: a new address gets its account; a taken one gets "check your email" (never "an
// account exists") while its owner is told by mail; both are throttled per address typed and per client.
import "@/test/use-database";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetEnv } from "@/lib/env";
import { uniqueEmail } from "@/test/factories";
import { SIGN_UPS_PER_EMAIL } from "../rate-limit/sign-up-throttle";
import { createUser } from "./create-user";
import { signUp } from "./sign-up";

const network = crypto.randomUUID().slice(0, 4);
let clients = 0;
const newClient = () => `2001:db8:5${network.slice(1)}::${(++clients).toString(16)}`;

/** Signs up as the web form does, running the deferred part (the owner's notice) to its end. */
async function signUpNow(input: { email: string; password: string; name?: string }, clientAddress = newClient()) {
  const deferred: Promise<unknown>[] = [];
  const outcome = await signUp({ input, clientAddress, runLater: (work) => void deferred.push(work()) });
  await Promise.all(deferred);
  return outcome;
}

afterAll(() => {
  delete process.env.POSTLANE_SIGN_UPS_PER_CLIENT_PER_HOUR;
  delete process.env.SMTP_URL;
  resetEnv();
});

describe("sign-up", () => {
  it("creates a new address's account with its personal workspace", async () => {
    const email = uniqueEmail("signup-new");
    const outcome = await signUpNow({ email: email.toUpperCase(), password: "correct horse battery", name: "Ada" });
    expect(outcome).toMatchObject({ created: true, user: { email, name: "Ada" } });
    expect(await db.workspace.count({ where: { owner: { email } } })).toBe(1);
    expect(await db.emailMessage.count({ where: { to: email, kind: "sign-up-attempt" } })).toBe(0);
  });

  it("answers a taken address without saying so, changes nothing, and tells its owner by mail", async () => {
    delete process.env.SMTP_URL;
    resetEnv();
    const email = uniqueEmail("signup-taken");
    const owner = await createUser({ input: { email, password: "the owner's password", name: "Owner" } });
    const before = await db.user.findUniqueOrThrow({ where: { id: owner.id } });

    const outcome = await signUpNow({ email, password: "someone else's password", name: "Intruder" });
    expect(outcome).toEqual({ created: false });
    const after = await db.user.findUniqueOrThrow({ where: { id: owner.id } });
    expect(after).toEqual(before);
    expect(await db.user.count({ where: { email } })).toBe(1);

    const notices = await db.emailMessage.findMany({ where: { to: email, kind: "sign-up-attempt" } });
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toBe("Someone tried to sign up to Postlane with your address");
    expect(notices[0].text).toContain("Hi Owner,");
    expect(notices[0].text).toContain("/forgot-password");
    expect(notices[0].secretLink).toBeNull();
  });

  it("throttles attempts per address typed, alike whether or not it has an account", async () => {
    const taken = uniqueEmail("signup-throttle-taken");
    await createUser({ input: { email: taken, password: "correct horse battery" } });
    const fresh = uniqueEmail("signup-throttle-new");
    for (let i = 0; i < SIGN_UPS_PER_EMAIL; i++) {
      await signUpNow({ email: taken, password: "correct horse battery" });
      await signUpNow({ email: fresh, password: "correct horse battery" });
    }
    for (const email of [taken, fresh]) {
      await expect(signUpNow({ email, password: "correct horse battery" })).rejects.toMatchObject({
        status: 429,
        message: expect.stringContaining("Too many sign-up attempts"),
        headers: { "Retry-After": expect.stringMatching(/^\d+$/) },
      });
    }
  });

  it("throttles one client trying many addresses", async () => {
    process.env.POSTLANE_SIGN_UPS_PER_CLIENT_PER_HOUR = "3";
    resetEnv();
    const client = newClient();
    for (let i = 0; i < 3; i++) await signUpNow({ email: uniqueEmail("signup-client"), password: "correct horse battery" }, client);
    const refused = uniqueEmail("signup-client-refused");
    await expect(signUpNow({ email: refused, password: "correct horse battery" }, client)).rejects.toMatchObject({ status: 429 });
    expect(await db.user.count({ where: { email: refused } })).toBe(0);
    // Another client is not held back by it.
    expect(await signUpNow({ email: refused, password: "correct horse battery" })).toMatchObject({ created: true });
  });

  it("refuses bad input with the field named", async () => {
    await expect(signUpNow({ email: "not an address", password: "correct horse battery" })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("email"),
    });
  });
});
