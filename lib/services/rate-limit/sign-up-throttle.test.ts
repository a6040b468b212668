// The sign-up door's budget (called by the sign-up service): per address typed, whatever its case, and per
// client address, with the wait until the window ends; counted in the database like the other throttles.
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { env } from "../../env";
import { SIGN_UPS_PER_EMAIL, SignUpThrottledError, countSignUpAttempt } from "./sign-up-throttle";

const randomAddress = () => `2001:db8:${crypto.randomUUID().slice(0, 4)}::${crypto.randomUUID().slice(0, 4)}`;

describe("sign-up throttle", () => {
  it(`refuses the ${SIGN_UPS_PER_EMAIL + 1}th attempt for one email, from any address, in any case`, async () => {
    const email = `${crypto.randomUUID()}@example.com`;
    for (let i = 0; i < SIGN_UPS_PER_EMAIL; i++) await countSignUpAttempt({ email: i % 2 ? email.toUpperCase() : email, clientAddress: randomAddress() });
    const refused = await countSignUpAttempt({ email: ` ${email} `, clientAddress: randomAddress() }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SignUpThrottledError);
    expect((refused as SignUpThrottledError).status).toBe(429);
    expect((refused as SignUpThrottledError).retryAfterSeconds).toBeGreaterThan(55 * 60);
    expect((refused as SignUpThrottledError).message).toMatch(/^Too many sign-up attempts\. Please wait \d+ minutes? and try again\.$/);
  });

  it(`refuses one client address past its hourly budget of attempts, whatever the emails`, async () => {
    const clientAddress = randomAddress();
    for (let i = 0; i < env().POSTLANE_SIGN_UPS_PER_CLIENT_PER_HOUR; i++)
      await countSignUpAttempt({ email: `${crypto.randomUUID()}@example.com`, clientAddress });
    await expect(countSignUpAttempt({ email: `${crypto.randomUUID()}@example.com`, clientAddress })).rejects.toBeInstanceOf(SignUpThrottledError);
    await countSignUpAttempt({ email: `${crypto.randomUUID()}@example.com`, clientAddress: randomAddress() });
  });
});
