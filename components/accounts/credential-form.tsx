"use client";

// The frame every credential connect form shares: fields checked with the API's own zod schema before the
// server is asked, the network's answer ("appPassword: Bluesky refused …") shown under the field it names,
// and a busy state while the network checks the credentials.
import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import type { z } from "zod";
import type { ActionResult } from "@/app/(app)/action-result";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form";
import { formatZodError } from "@/lib/errors";

const inputClass =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-400";

/** "appPassword: must be …" → the field it names and the rest, when the field is one of the form's. */
function splitFieldError(message: string, fields: string[]): { field: string | null; text: string } {
  const match = /^([A-Za-z]+): (.*)$/s.exec(message);
  return match && fields.includes(match[1]) ? { field: match[1], text: match[2] } : { field: null, text: message };
}

export function useCredentialForm<S extends z.ZodType, T>({
  schema,
  fields,
  submit,
  onDone,
}: {
  schema: S;
  fields: string[];
  submit: (input: z.input<S>) => Promise<ActionResult<T>>;
  onDone: (data: T) => void;
}) {
  const [error, setError] = useState<{ field: string | null; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>, values: z.input<S>) {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) return setError(splitFieldError(formatZodError(parsed.error), fields));
    setPending(true);
    setError(null);
    try {
      const result = await submit(values);
      if (result.ok) onDone(result.data);
      else setError(splitFieldError(result.error, fields));
    } catch {
      setError({ field: null, text: "Could not reach the server. Check your connection and try again." });
    } finally {
      setPending(false);
    }
  }

  return { error, pending, onSubmit, errorFor: (field: string) => (error?.field === field ? error.text : null) };
}

export function CredentialField({
  id,
  label,
  hint,
  error,
  ...props
}: { id: string; label: string; hint?: ReactNode; error: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        autoComplete="off"
        spellCheck={false}
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
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
    <form onSubmit={onSubmit} className="space-y-3" noValidate aria-busy={pending}>
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
