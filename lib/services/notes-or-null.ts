// Notes of an idea or a post as stored: blank notes are none (null), so the card's "has notes" mark and the
// copy into a post never carry a field of spaces. The text itself is kept as written.
export function notesOrNull(notes: string | null | undefined): string | null {
  return notes && notes.trim() !== "" ? notes : null;
}
