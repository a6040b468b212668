"use client";

// Pinterest's board choice: the boards of the selected Pinterest account, loaded once per account from
// GET /api/accounts/{id}/boards (cached by react-query), shown as a select whose value is the board id.
import { useQuery } from "@tanstack/react-query";

interface Board {
  id: string;
  name: string;
  privacy: string;
  pinCount: number | null;
}

const selectClass = "block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm";

export function BoardPicker({
  id,
  workspaceId,
  accountId,
  value,
  invalid,
  onChange,
}: {
  id: string;
  workspaceId: string;
  accountId: string | undefined;
  value: unknown;
  invalid: boolean;
  onChange: (boardId: string | undefined) => void;
}) {
  const boards = useQuery({
    queryKey: ["pinterest-boards", workspaceId, accountId],
    enabled: accountId !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async (): Promise<Board[]> => {
      const res = await fetch(`/api/accounts/${accountId}/boards?workspace=${workspaceId}`, { headers: { accept: "application/json" } });
      const body = (await res.json().catch(() => ({}))) as { boards?: Board[]; error?: string };
      if (!res.ok || !body.boards) throw new Error(body.error ?? `the boards could not be loaded (HTTP ${res.status})`);
      return body.boards;
    },
  });
  if (accountId === undefined) return <p className="text-sm text-slate-500">Choose a Pinterest account to see its boards.</p>;
  if (boards.isPending)
    return (
      <p className="text-sm text-slate-500" role="status">
        Loading boards…
      </p>
    );
  if (boards.isError) {
    return (
      <p className="text-sm text-red-700" role="alert">
        {boards.error.message}{" "}
        <button type="button" className="underline" onClick={() => void boards.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  return (
    <select
      id={id}
      className={`${selectClass} ${invalid ? "border-red-400" : ""}`}
      value={typeof value === "string" ? value : ""}
      onChange={(e) => onChange(e.target.value || undefined)}
    >
      <option value="">{boards.data.length === 0 ? "This account has no boards" : "Choose a board"}</option>
      {boards.data.map((board) => (
        <option key={board.id} value={board.id}>
          {board.name}
          {board.privacy === "PUBLIC" ? "" : ` (${board.privacy.toLowerCase()})`}
        </option>
      ))}
    </select>
  );
}
