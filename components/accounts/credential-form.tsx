"use client";

// The frame every credential connect form shares: fields checked with the API's own zod schema before the
// server is asked, the network's answer ("appPassword: Bluesky refused …") shown under the field it names,
// and a busy state while the network checks the credentials.
import { useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import type { ActionResult } from "@/lib/actions/action-result";
import { Button } from "@/components/ui/button";
import { Field, FormError } from "@/components/ui/form";
import { formatZodError, zodFieldProblem } from "@/lib/errors";

/** Each field of a form, with the advice shown under it when the form's own check refuses its value. */
export type FieldAdvice = Record<string, string>;

/**
 * Where a problem shows and in which words: under the field it names (the server's `field`, or the zod issue's
 * path) when that field is one of the form's, above the form otherwise. Decided by the field's name and by who
 * refused, never by the message's words: a field left empty is asked for ("Fill this in."), told by its value;
 * a value the form's check (the API's own schema) refused gets the form's advice for that field; a value the
 * network refused gets the server's words for it (`detail`: "Telegram does not know this chat…").
 */
export function placeError(
  problem: { field?: string; detail?: string } | null,
  message: string,
  advice: FieldAdvice,
  values: Record<string, unknown>,
  refusedBy: "form" | "server",
): { field: string | null; text: string } {
  if (!problem?.field || problem.detail === undefined || !(problem.field in advice)) return { field: null, text: message };
  const value = values[problem.field];
  const empty = value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  if (empty) return { field: problem.field, text: "Fill this in." };
  return { field: problem.field, text: refusedBy === "form" ? advice[problem.field]! : problem.detail.charAt(0).toUpperCase() + problem.detail.slice(1) };
}

export function useCredentialForm<S extends z.ZodType, T>({
  schema,
  fields,
  submit,
  onDone,
}: {
  schema: S;
  fields: FieldAdvice;
  submit: (input: z.input<S>) => Promise<ActionResult<T>>;
  onDone: (data: T) => void;
}) {
  const [error, setError] = useState<{ field: string | null; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>, values: z.input<S>) {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    const given = values as Record<string, unknown>;
    if (!parsed.success) return setError(placeError(zodFieldProblem(parsed.error), formatZodError(parsed.error), fields, given, "form"));
    setPending(true);
    setError(null);
    try {
      const result = await submit(values);
      if (result.ok) onDone(result.data);
      else setError(placeError(result, result.error, fields, given, "server"));
    } catch {
      setError({ field: null, text: "Could not reach the server. Check your connection and try again." });
    } finally {
      setPending(false);
    }
  }

  return { error, pending, onSubmit, errorFor: (field: string) => (error?.field === field ? error.text : null) };
}

/** The form's inputs: the shared Field, without autofill or spell checking of secrets and ids. */
export function CredentialField(props: Parameters<typeof Field>[0]) {
  return <Field autoComplete="off" spellCheck={false} {...props} />;
}

export function CredentialFormFrame({
  onSubmit,
  error,
  pending,
  submitLabel,
  onCancel,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: { field: string | null; text: string } | null;
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    // method="post": a submit before the page is interactive must never put a token or password in a URL.
    <form method="post" onSubmit={onSubmit} className="space-y-3" noValidate aria-busy={pending}>
      {/* An error that names a field shows under that field; the others above the form. */}
      <FormError message={error && !error.field ? error.text : null} />
      {children}
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? "Checking…" : submitLabel}
        </Button>
      </div>
    </form>
  );
}
