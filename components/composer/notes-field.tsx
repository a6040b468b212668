"use client";

// The team's notes on the post (posts.notes): background for whoever writes it (sources, angle, who to ask),
// brought over from the idea a post was made from. They sit beside the editor, so they stay in view while
// writing, and are never part of the preview or of anything a network gets. Folded while empty, so a post
// without notes keeps the room for its preview; open from the start when there are notes to read.
import { StickyNote } from "lucide-react";
import { useState } from "react";
import { NOTES_MAX } from "@/lib/schemas/ideas";

export function NotesField({ notes, onChange }: { notes: string; onChange: (notes: string) => void }) {
  // Open or folded by the person, not by the text: clearing the notes must not fold the field away mid-edit.
  const [open, setOpen] = useState(() => notes.trim() !== "");
  return (
    <details
      className="rounded-xl border border-slate-200 bg-white px-4 py-2"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="post-notes"
    >
      <summary className="cursor-pointer text-sm font-semibold">
        <StickyNote aria-hidden className="mr-1 inline size-4 align-[-3px] text-slate-500" />
        Notes <span className="font-normal text-slate-500">({notes.trim() ? "for your team" : "none"})</span>
      </summary>
      <div className="mt-2 space-y-1">
        <label htmlFor="post-notes" className="sr-only">
          Notes for your team
        </label>
        <textarea
          id="post-notes"
          rows={3}
          maxLength={NOTES_MAX}
          value={notes}
          onChange={(e) => onChange(e.target.value)}
          placeholder="Sources, angle, who to ask…"
          aria-describedby="post-notes-hint"
          className="block max-h-64 min-h-16 w-full field-sizing-content rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
        <p id="post-notes-hint" className="text-xs text-slate-500">
          Seen only in Postlane, never published.
          {notes.length > NOTES_MAX * 0.9 ? ` ${notes.length.toLocaleString("en")}/${NOTES_MAX.toLocaleString("en")} characters.` : ""}
        </p>
      </div>
    </details>
  );
}
