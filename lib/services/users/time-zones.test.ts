import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { setWorkspaceTimeZone } from "@/lib/services/workspaces/set-workspace-time-zone";
import { createWorkspace } from "@/lib/services/workspaces/create-workspace";
import { makeWorkspace } from "@/test/factories";
import { detectUserTimeZone, setUserTimeZone } from "./set-user-time-zone";

const as = (user: { id: string }) => ({ kind: "user" as const, userId: user.id });
const zoneOf = async (userId: string) => (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true } })).timeZone;
const workspaceZone = async (id: string) => (await db.workspace.findUniqueOrThrow({ where: { id }, select: { timeZone: true } })).timeZone;

describe("time zones", () => {
  it("stores the zone the browser reported once, and the personal workspace takes it; a later report changes nothing", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const shared = await createWorkspace({ ownerId: owner.id, input: { name: "Team" } });
    expect(await zoneOf(owner.id)).toBeNull();
    expect(await workspaceZone(workspaceId)).toBe("UTC");

    expect(await detectUserTimeZone({ userId: owner.id, timeZone: "Asia/Kolkata" })).toBe("Asia/Kolkata");
    expect(await zoneOf(owner.id)).toBe("Asia/Kolkata");
    expect(await workspaceZone(workspaceId)).toBe("Asia/Kolkata");
    expect(await workspaceZone(shared.id)).toBe("UTC");

    // Travelling (another browser zone) does not override what is stored; the profile page does.
    expect(await detectUserTimeZone({ userId: owner.id, timeZone: "Europe/Paris" })).toBe("Asia/Kolkata");
    await setUserTimeZone({ userId: owner.id, input: { timeZone: "America/Los_Angeles" } });
    expect(await zoneOf(owner.id)).toBe("America/Los_Angeles");
    expect(await workspaceZone(workspaceId)).toBe("Asia/Kolkata");
  });

  it("refuses a zone that does not exist, naming the field", async () => {
    const { owner } = await makeWorkspace();
    await expect(setUserTimeZone({ userId: owner.id, input: { timeZone: "Mars/Olympus" } })).rejects.toMatchObject({
      status: 400,
      message: "timeZone: must be an IANA time zone such as Europe/Berlin",
    });
    await expect(detectUserTimeZone({ userId: owner.id, timeZone: "" })).rejects.toMatchObject({ status: 400 });
    expect(await zoneOf(owner.id)).toBeNull();
  });

  it("lets owners and admins set the workspace's default zone, not other members", async () => {
    const { owner, workspaceId, members } = await makeWorkspace(["admin", "manager"]);
    await setWorkspaceTimeZone({ workspaceId, actor: as(members.admin!), input: { timeZone: "Europe/Paris" } });
    expect(await workspaceZone(workspaceId)).toBe("Europe/Paris");
    await expect(setWorkspaceTimeZone({ workspaceId, actor: as(members.manager!), input: { timeZone: "UTC" } })).rejects.toMatchObject({
      status: 403,
      message: "Your role (manager) cannot change the workspace's time zone; it needs admin or above",
    });
    await expect(setWorkspaceTimeZone({ workspaceId, actor: as(owner), input: { timeZone: "Paris" } })).rejects.toMatchObject({ status: 400 });
    expect(await workspaceZone(workspaceId)).toBe("Europe/Paris");
  });
});
