// What each of the five roles may do, on the Members page: from ROLE_POWERS (lib/auth/roles.ts), the same rules
// the services enforce, so manager and member read as different as they are.
import { ROLE_POWERS, WORKSPACE_ROLES } from "@/lib/auth/roles";

const ROLE_NAMES = { owner: "Owner", admin: "Admin", manager: "Manager", member: "Member", viewer: "Viewer" } as const;

export function RolePowers({ postsNeedApproval }: { postsNeedApproval: boolean }) {
  return (
    <section aria-labelledby="roles-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="roles-heading" className="text-sm font-semibold">
        What each role may do
      </h2>
      <p className="mt-1 text-xs text-slate-500">
        {postsNeedApproval
          ? "Posts need approval in this workspace: members submit, managers and above approve."
          : "Posts need no approval here: members schedule and publish too."}
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {WORKSPACE_ROLES.map((role) => (
          <div key={role} className="rounded-lg bg-slate-50 p-3" data-testid={`role-powers-${role}`}>
            <dt className="text-sm font-semibold">{ROLE_NAMES[role]}</dt>
            <dd>
              <ul className="mt-1 list-disc space-y-1 pl-4 text-xs text-slate-700">
                {ROLE_POWERS[role].map((power) => (
                  <li key={power}>{power}</li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
