import { describe, expect, it } from "vitest";
import { NOTIFICATION_KIND_NAMES } from "@/lib/notifications/kinds";
import { emailKindLabel } from "./outbox-words";

describe("emailKindLabel", () => {
  it("names the kinds of mail in words, not codes", () => {
    expect(emailKindLabel("notification.approval_requested")).toBe("Approval requested");
    expect(emailKindLabel("password-reset")).toBe("Password reset");
    expect(emailKindLabel("analytics-report")).toBe("Analytics report");
  });

  it("has words for every notification, and reads an unknown kind as words", () => {
    for (const kind of NOTIFICATION_KIND_NAMES) expect(emailKindLabel(`notification.${kind}`)).toMatch(/^[A-Z][a-z]+( [a-z()]+)*$/);
    expect(emailKindLabel("notification.weekly_digest")).toBe("Weekly digest");
    expect(emailKindLabel("team-welcome")).toBe("Team welcome");
  });
});
