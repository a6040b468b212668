"use client";

// First-run checklist on the idea board: four steps that make Postlane useful to a new team. Steps are ticked
// from the workspace's own rows (server side); the list goes away once all four are done. A step the person's
// role cannot take (a viewer composing a post) says who takes it instead of offering a link to "you cannot".
import Link from "next/link";
import { AddSandboxAccountsButton } from "@/components/accounts/add-sandbox-accounts-button";
import type { GettingStarted as Progress, GettingStartedStepId } from "@/lib/services/workspaces/get-getting-started";

const STEPS: Record<GettingStartedStepId, { title: string; help: string; href: (ws: string) => string; cta: string; whoCan: string }> = {
  "connect-account": {
    whoCan: "A manager, admin or owner of this workspace connects the networks.",
    title: "Connect an account",
    help: "Link a network to publish to, or try everything first with a sandbox account on every network.",
    href: (ws) => `/${ws}/accounts`,
    cta: "Connect a network",
  },
  "first-post": {
    whoCan: "Members, managers, admins and owners write posts; you can follow them on the Posts page.",
    title: "Write your first post",
    help: "One post, a caption per network, published now or scheduled.",
    href: (ws) => `/${ws}/posts/new`,
    cta: "Compose a post",
  },
  "invite-teammate": {
    whoCan: "An admin or owner of this workspace invites people.",
    title: "Invite a teammate",
    help: "Plan and approve together; roles decide who may publish.",
    href: (ws) => `/${ws}/settings/members`,
    cta: "Invite someone",
  },
  "api-key": {
    whoCan: "Members, managers, admins and owners create API keys.",
    title: "Create an API key",
    help: "Publish from your own tools, Zapier or scripts through the REST API.",
    href: (ws) => `/${ws}/settings/api-keys`,
    cta: "Create a key",
  },
};

export function GettingStarted({
  workspaceId,
  progress,
  may,
}: {
  workspaceId: string;
  progress: Progress;
  /** The steps this person's role can take (the page asks the roles' rules). */
  may: Record<GettingStartedStepId, boolean>;
}) {
  if (progress.complete) return null;
  const done = progress.steps.filter((s) => s.done).length;

  return (
    <section aria-labelledby="getting-started-title" className="mb-6 rounded-xl border border-brand-100 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="getting-started-title" className="font-semibold">
          Get started with Postlane
        </h2>
        <p className="text-sm text-slate-600" aria-live="polite">
          {done} of {progress.steps.length} done
        </p>
      </div>
      <ol className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {progress.steps.map(({ id, done: stepDone }) => {
          const step = STEPS[id];
          return (
            <li
              key={id}
              data-testid={`getting-started-${id}`}
              data-done={stepDone}
              className={`rounded-lg border p-3 ${stepDone ? "border-emerald-200 bg-emerald-50" : "border-slate-200"}`}
            >
              <p className="flex items-center gap-2 text-sm font-medium">
                <span
                  aria-hidden
                  className={`grid size-5 place-items-center rounded-full text-xs ${stepDone ? "bg-emerald-600 text-white" : "border border-slate-400 text-slate-600"}`}
                >
                  {stepDone ? "✓" : ""}
                </span>
                {step.title}
                <span className="sr-only">{stepDone ? "(done)" : "(to do)"}</span>
              </p>
              {stepDone ? null : !may[id] ? (
                <p className="mt-1 text-xs text-slate-600">{step.whoCan}</p>
              ) : (
                <>
                  <p className="mt-1 text-xs text-slate-600">{step.help}</p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Link href={step.href(workspaceId)} className="text-sm font-medium text-brand-700 hover:underline">
                      {step.cta}
                    </Link>
                    {id === "connect-account" ? <AddSandboxAccountsButton workspaceId={workspaceId} size="sm" /> : null}
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
