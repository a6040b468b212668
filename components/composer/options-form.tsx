"use client";

// Per-network options, generated from the API's own platformOptions zod schemas: strings become inputs,
// enums selects, booleans checkboxes (TikTok's disclosure toggles among them), string lists comma-separated
// inputs. A field the validator reports as required is marked.
import type { ReactNode } from "react";
import type { z } from "zod";
import { platformOptions } from "@/lib/schemas/platform-options";
import type { Problem } from "@/lib/platforms/types";

type Field = { name: string; kind: "string" | "boolean" | "number" | "enum" | "list"; options?: string[] };

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema as z.ZodType & { unwrap?: () => z.ZodType };
  while (current.def.type === "optional" && current.unwrap) current = current.unwrap() as typeof current;
  return current;
}

export function optionFields(platform: string): Field[] {
  const entry = (platformOptions.shape as Record<string, z.ZodType | undefined>)[platform];
  if (!entry) return [];
  const object = unwrap(entry) as z.ZodType & { shape?: Record<string, z.ZodType> };
  return Object.entries(object.shape ?? {}).flatMap(([name, raw]): Field[] => {
    const schema = unwrap(raw) as z.ZodType & { options?: string[] };
    switch (schema.def.type) {
      case "string":
        return [{ name, kind: "string" }];
      case "boolean":
        return [{ name, kind: "boolean" }];
      case "number":
        return [{ name, kind: "number" }];
      case "enum":
        return [{ name, kind: "enum", options: schema.options ?? [] }];
      case "array":
        return [{ name, kind: "list" }];
      default:
        return [];
    }
  });
}

const label = (name: string) => name.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase());
const inputClass = "block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm";

export function OptionsForm({
  platform,
  values,
  problems,
  onChange,
  custom = {},
}: {
  platform: string;
  values: Record<string, unknown>;
  problems: Problem[];
  onChange: (name: string, value: unknown) => void;
  /** Fields drawn by the caller instead of a plain input (Pinterest's board picker). */
  custom?: Record<string, (field: { id: string; value: unknown; invalid: boolean }) => ReactNode>;
}) {
  const fields = optionFields(platform);
  if (fields.length === 0) return null;
  const problemFor = (name: string) => problems.find((p) => p.field === `platformOptions.${platform}.${name}`);
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold capitalize">{platform} options</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((field) => {
          const id = `opt-${platform}-${field.name}`;
          const problem = problemFor(field.name);
          const required = problem?.message.includes("required");
          const value = values[field.name];
          const caption = (
            <>
              {label(field.name)}
              {required ? <span className="ml-1 text-red-600">* required</span> : null}
            </>
          );
          const draw = custom[field.name];
          if (draw) {
            return (
              <div key={field.name} className="space-y-1">
                <label htmlFor={id} className="block text-sm text-slate-700">
                  {caption}
                </label>
                {draw({ id, value, invalid: problem !== undefined })}
              </div>
            );
          }
          if (field.kind === "boolean") {
            return (
              <div key={field.name}>
                <label htmlFor={id} className="flex items-center gap-2 text-sm">
                  <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(field.name, e.target.checked)} />
                  {caption}
                </label>
              </div>
            );
          }
          return (
            <div key={field.name} className="space-y-1">
              <label htmlFor={id} className="block text-sm text-slate-700">
                {caption}
              </label>
              {field.kind === "enum" ? (
                <select id={id} className={inputClass} value={typeof value === "string" ? value : ""} onChange={(e) => onChange(field.name, e.target.value || undefined)}>
                  <option value="">—</option>
                  {field.options!.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={id}
                  className={`${inputClass} ${problem ? "border-red-400" : ""}`}
                  inputMode={field.kind === "number" ? "numeric" : undefined}
                  value={Array.isArray(value) ? value.join(", ") : value === undefined ? "" : String(value)}
                  onChange={(e) => {
                    const text = e.target.value;
                    if (text === "") return onChange(field.name, undefined);
                    if (field.kind === "number") return onChange(field.name, Number(text));
                    if (field.kind === "list") return onChange(field.name, text.split(",").map((s) => s.trim()).filter(Boolean));
                    onChange(field.name, text);
                  }}
                />
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
