// The workspaces a user belongs to, with their role, personal workspace first.
import { db } from "../../db";

export async function listUserWorkspaces({ userId }: { userId: string }) {
  const memberships = await db.membership.findMany({
    where: { userId },
    select: {
      role: true,
      workspace: {
        select: {
          id: true,
          name: true,
          isPersonal: true,
          postsNeedApproval: true,
          createdAt: true,
          timeZone: true,
          utmEnabled: true,
          utmCampaign: true,
          color: true,
          logoMediaId: true,
          logo: { select: { publicUrl: true } },
        },
      },
    },
  });
  return memberships
    .map(({ role, workspace: { logo, ...workspace } }) => ({ ...workspace, logoUrl: logo?.publicUrl ?? null, role }))
    .sort((a, b) => Number(b.isPersonal) - Number(a.isPersonal) || a.createdAt.getTime() - b.createdAt.getTime());
}
