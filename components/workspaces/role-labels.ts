import type { WorkspaceRoleName } from "@/lib/auth/roles";

export const ROLE_HINTS: Record<WorkspaceRoleName, string> = {
  owner: "Everything, including owners and billing",
  admin: "Manage members and API keys, plus all content",
  manager: "Create, schedule and publish content",
  member: "Create, schedule and publish content",
  viewer: "Read only",
};
