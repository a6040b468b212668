// Renaming a workspace (issue 37) by role: owners and admins rename it and set its colour; managers, members
// and viewers are refused and change nothing; outsiders learn nothing (404). The web app's Workspace settings
// page, PATCH /workspaces/{id}, the MCP tool and the CLI all call this one service.
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { WORKSPACE_ROLES, canChangeWorkspaceSettings } from "@/lib/auth/roles";
import { systemActor } from "@/lib/services/actor";
import { listUserWorkspaces } from "@/lib/services/workspaces/list-user-workspaces";
import { makeUser, makeWorkspace } from "@/test/factories";
import { updateWorkspace } from "./update-workspace";

const as = (user: { id: string }) => ({ kind: "user" as const, userId: user.id });

describe("updateWorkspace: renaming by role", () => {
  it("lets exactly the roles the settings page offers it to rename, and shows the name to every member", async () => {
    const { owner, workspaceId, members } = await makeWorkspace(["admin", "manager", "member", "viewer"]);
    const people = { owner, ...members };
    for (const role of WORKSPACE_ROLES) {
      const name = `Client of the ${role}`;
      const before = await db.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { name: true, color: true } });
      const attempt = updateWorkspace({ workspaceId, actor: as(people[role]!), input: { id: workspaceId, body: { name, color: "#0F766E" } } });
      if (canChangeWorkspaceSettings(role)) {
        await expect(attempt).resolves.toMatchObject({ name, color: "#0f766e", role });
      } else {
        await expect(attempt).rejects.toMatchObject({
          status: 403,
          message: `Your role (${role}) cannot rename the workspace or change its colour; it needs admin or above`,
        });
        expect(await db.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { name: true, color: true } })).toEqual(before);
      }
    }
    expect(WORKSPACE_ROLES.filter(canChangeWorkspaceSettings)).toEqual(["owner", "admin"]);
    // The switcher lists workspaces from the same row: every member sees the new name.
    const viewerSees = await listUserWorkspaces({ userId: members.viewer!.id });
    expect(viewerSees.find((w) => w.id === workspaceId)).toMatchObject({ name: "Client of the admin", color: "#0f766e" });
  });

  it("is 404 for an outsider and lets the operator rename", async () => {
    const { workspaceId } = await makeWorkspace();
    const outsider = await makeUser("outsider");
    await expect(updateWorkspace({ workspaceId, actor: as(outsider), input: { id: workspaceId, body: { name: "Mine" } } })).rejects.toMatchObject({
      status: 404,
    });
    await expect(updateWorkspace({ workspaceId, actor: systemActor, input: { id: workspaceId, body: { name: "Operated" } } })).resolves.toMatchObject({
      name: "Operated",
    });
  });
});
