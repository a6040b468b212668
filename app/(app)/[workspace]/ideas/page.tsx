import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Ideas" };

const COLUMNS = [
  { id: "unassigned", label: "Unassigned" },
  { id: "todo", label: "To do" },
  { id: "in_progress", label: "In progress" },
  { id: "done", label: "Done" },
];

export default function IdeasPage() {
  return (
    <>
      <PageHeader title="Idea board" description="Collect ideas and move them toward publishing." />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="idea-board">
        {COLUMNS.map((column) => (
          <section key={column.id} aria-label={column.label} className="rounded-xl bg-slate-100 p-3">
            <h2 className="mb-3 text-sm font-semibold text-slate-700">{column.label}</h2>
            <p className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-500">No ideas yet</p>
          </section>
        ))}
      </div>
    </>
  );
}
