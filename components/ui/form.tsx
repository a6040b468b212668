"use client";

// Small form primitives shared by the auth forms and, later, every settings form.
import { useSyncExternalStore, type InputHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from "react";

const noSubscription = () => () => {};

/** False in the server's HTML and during hydration, true once React runs the page (no hydration mismatch). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A labelled input; `hint` explains it, `error` (a rule it broke) is announced and marks it invalid. */
export function Field({
  label,
  id,
  hint,
  error,
  ...props
}: { label: string; id: string; hint?: ReactNode; error?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={id}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-400"
        aria-invalid={error ? true : undefined}
        aria-describedby={hint || error ? `${id}-hint ${id}-error` : undefined}
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

export function PrimaryButton({ children, disabled, ...props }: { children: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement>) {
  // A submit pressed before the page is interactive would post the form natively, past its handler (a sign-in
  // that silently does nothing under `npm run dev`, where a page takes seconds to hydrate): wait for React.
  const hydrated = useHydrated();
  return (
    <button
      disabled={disabled || !hydrated}
      className="inline-flex w-full items-center justify-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
      {...props}
    >
      {children}
    </button>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  );
}
