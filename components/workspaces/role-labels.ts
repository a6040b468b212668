import type { WorkspaceRoleName } from "@/lib/auth/roles";

/** One line per role for the invite form's role picker; the Members page shows the full ROLE_POWERS. */
export const ROLE_HINTS: Record<WorkspaceRoleName, string> = {
  owner: "Everything, including making owners",
  admin: "Manage members and settings, plus all content",
  manager: "Schedule, publish and approve posts",
  member: "Write posts; schedule them unless approval is required",
  viewer: "Read only",
};
