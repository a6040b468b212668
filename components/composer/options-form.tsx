"use client";

// Per-network options, generated from the API's own platformOptions zod schemas: strings become inputs,
// enums selects, booleans checkboxes (TikTok's disclosure toggles among them), string lists comma-separated
// inputs. option-labels.ts gives each its words, its control when a named list beats typing, and when it
// applies. A field the validator reports as required is marked; a caller may draw a field itself (`custom`).
import { CoverFramePicker } from "./cover-frame-picker";
import type { ReactNode } from "react";
import type { z } from "zod";
import { platformOptions } from "@/lib/schemas/platform-options";
import type { Problem } from "@/lib/platforms/types";
import { networkLabel } from "@/components/ui/format";
import { YOUTUBE_CATEGORIES, languageChoices, optionApplies, optionLabel, type OptionContext, type OptionLabel } from "./option-labels";

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
        // A list of words (tags, languages) is a field; a list of objects (a thread's chainItems, Instagram's
        // userTags) has an editor of its own or none, never a comma-separated text box.
        return unwrap((schema.def as unknown as { element: z.ZodType }).element).def.type === "string" ? [{ name, kind: "list" }] : [];
      default:
        return [];
    }
  });
}

const inputClass = "block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm";

export function OptionsForm({
  platform,
  values,
  problems,
  context,
  omit = [],
  legend = `${networkLabel(platform)} options`,
  onChange,
  custom = {},
}: {
  platform: string;
  /** Options another part of the form already asks for. */
  omit?: string[];
  legend?: string;
  values: Record<string, unknown>;
  problems: Problem[];
  /** What the post carries: options that do not apply to it (a video cover on a photo post) are not shown. */
  context: OptionContext;
  onChange: (name: string, value: unknown) => void;
  /** Fields drawn by the caller instead of a plain input (Pinterest's board picker). */
  custom?: Record<string, (field: { id: string; value: unknown; invalid: boolean }) => ReactNode>;
}) {
  const fields = optionFields(platform).filter((field) => !omit.includes(field.name) && optionApplies(platform, field.name, context));
  if (fields.length === 0) return null;
  const problemFor = (name: string) => problems.find((p) => p.field === `platformOptions.${platform}.${name}`);
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((field) => {
          const id = `opt-${platform}-${field.name}`;
          const words = optionLabel(platform, field.name);
          const problem = problemFor(field.name);
          const required = problem?.message.includes("required");
          const value = values[field.name];
          const helpId = words.help ? `${id}-help` : undefined;
          const caption = (
            <>
              {words.label}
              {required ? <span className="ml-1 text-red-600">* required</span> : null}
            </>
          );
          const help = words.help ? (
            <p id={helpId} className="text-xs text-slate-500">
              {words.help}
            </p>
          ) : null;
          const draw = custom[field.name];
          if (draw) {
            return (
              <div key={field.name} className="space-y-1">
                <label htmlFor={id} className="block text-sm text-slate-700">
                  {caption}
                </label>
                {draw({ id, value, invalid: problem !== undefined })}
                {help}
              </div>
            );
          }
          if (field.kind === "boolean") {
            return (
              <div key={field.name} className="space-y-0.5">
                <label htmlFor={id} className="flex items-center gap-2 text-sm">
                  <input id={id} type="checkbox" aria-describedby={helpId} checked={value === true} onChange={(e) => onChange(field.name, e.target.checked)} />
                  {caption}
                </label>
                {help}
              </div>
            );
          }
          return (
            <div key={field.name} className="space-y-1">
              <label htmlFor={id} className="block text-sm text-slate-700">
                {caption}
              </label>
              <OptionControl
                id={id}
                field={field}
                words={words}
                videoUrl={context.videoUrl}
                value={value}
                invalid={problem !== undefined}
                helpId={helpId}
                onChange={(v) => onChange(field.name, v)}
              />
              {help}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

function OptionControl({
  id,
  field,
  words,
  value,
  invalid,
  helpId,
  videoUrl,
  onChange,
}: {
  id: string;
  field: Field;
  words: OptionLabel;
  videoUrl: string | undefined;
  value: unknown;
  invalid: boolean;
  helpId: string | undefined;
  onChange: (value: unknown) => void;
}) {
  const common = { id, "aria-describedby": helpId, "aria-invalid": invalid || undefined, className: `${inputClass} ${invalid ? "border-red-400" : ""}` };
  const pick = (choices: [string, string][]) => (
    <select {...common} value={typeof value === "string" ? value : ""} onChange={(e) => onChange(e.target.value || undefined)}>
      <option value="">—</option>
      {choices.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  );
  if (words.control === "cover-frame" && videoUrl) {
    return <CoverFramePicker id={id} videoUrl={videoUrl} valueMs={typeof value === "number" ? value : undefined} describedBy={helpId} onChange={onChange} />;
  }
  if (words.control === "youtube-category") return pick(Object.entries(YOUTUBE_CATEGORIES));
  if (words.control === "language") return pick(languageChoices().map(({ code, name }) => [code, name]));
  if (words.control === "languages") {
    // Typing a language's name jumps to it in the list; Ctrl/Cmd-click picks several.
    const chosen = Array.isArray(value) ? (value as string[]) : [];
    return (
      <select {...common} multiple size={4} value={chosen} onChange={(e) => onChange([...e.target.selectedOptions].map((o) => o.value))}>
        {languageChoices().map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    );
  }
  if (field.kind === "enum") return pick(field.options!.map((o) => [o, words.choices?.[o] ?? o]));
  return (
    <input
      {...common}
      inputMode={field.kind === "number" ? "numeric" : undefined}
      value={Array.isArray(value) ? value.join(", ") : value === undefined ? "" : String(value)}
      onChange={(e) => {
        const text = e.target.value;
        if (text === "") return onChange(undefined);
        if (field.kind === "number") return onChange(Number(text));
        if (field.kind === "list")
          return onChange(
            text
              .split(",")
              .map((s) => s.trim())
              .filter(Boolean),
          );
        onChange(text);
      }}
    />
  );
}
