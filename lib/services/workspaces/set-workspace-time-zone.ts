// A workspace's default time zone: where new posting schedules start, and the zone shown to a member whose
// own zone is not known yet. Admins and owners change it.
import { db } from "../../db";
import { parseInput } from "../../errors";
import { setTimeZoneInput } from "../../schemas/time-zone";
import type { Actor } from "../actor";
import { requireRole } from "./require-role";

export async function setWorkspaceTimeZone({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: Actor;
  input: unknown;
}): Promise<{ timeZone: string }> {
  await requireRole(workspaceId, actor, "admin", "change the workspace's time zone");
  const { timeZone } = parseInput(setTimeZoneInput, input);
  await db.workspace.update({ where: { id: workspaceId }, data: { timeZone } });
  return { timeZone };
}
