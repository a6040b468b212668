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
  const draw = (field: Field) => (
    <OptionField
      key={field.name}
      platform={platform}
      field={field}
      value={values[field.name]}
      problem={problemFor(field.name)}
      context={context}
      custom={custom[field.name]}
      onChange={(v) => onChange(field.name, v)}
    />
  );
  const main = fields.filter((f) => !optionLabel(platform, f.name).advanced);
  const advanced = fields.filter((f) => optionLabel(platform, f.name).advanced);
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">{main.map(draw)}</div>
      {advanced.length > 0 ? (
        <details className="mt-3 rounded-md border border-slate-200 px-3 py-2" data-testid={`advanced-${platform}`}>
          <summary className="cursor-pointer text-sm text-slate-700">Advanced: ids and addresses</summary>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">{advanced.map(draw)}</div>
        </details>
      ) : null}
    </fieldset>
  );
}

function OptionField({
  platform,
  field,
  value,
  problem,
  context,
  custom,
  onChange,
}: {
  platform: string;
  field: Field;
  value: unknown;
  problem: Problem | undefined;
  context: OptionContext;
  custom?: (field: { id: string; value: unknown; invalid: boolean }) => ReactNode;
  onChange: (value: unknown) => void;
}) {
  const id = `opt-${platform}-${field.name}`;
  const words = optionLabel(platform, field.name);
  // By the problem's kind, never its words (issue 36).
  const required = problem?.kind === "required";
  const helpId = words.help ? `${id}-help` : undefined;
  const caption = (
    <>
      {words.label}
      {required ? <span className="ml-1 text-red-700">* required</span> : null}
    </>
  );
  const help = words.help ? (
    <p id={helpId} className="text-xs text-slate-500">
      {words.help}
    </p>
  ) : null;
  if (custom) {
    return (
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm text-slate-700">
          {caption}
        </label>
        {custom({ id, value, invalid: problem !== undefined })}
        {help}
      </div>
    );
  }
  if (words.control === "yes-no" || words.control === "languages") {
    // A question with named answers is a group of choices, its first control carrying the field's id.
    return (
      <fieldset className="space-y-1" aria-describedby={helpId}>
        <legend className="text-sm text-slate-700">{caption}</legend>
        {words.control === "yes-no" ? (
          <div className="flex gap-4">
            {[
              [true, "Yes"],
              [false, "No"],
            ].map(([answer, name], i) => (
              <label key={name as string} className="flex items-center gap-1.5 text-sm">
                <input id={i === 0 ? id : `${id}-no`} type="radio" name={id} checked={value === answer} onChange={() => onChange(answer)} />
                {name as string}
              </label>
            ))}
          </div>
        ) : (
          <LanguageChoices id={id} value={value} onChange={onChange} />
        )}
        {help}
      </fieldset>
    );
  }
  if (field.kind === "boolean") {
    return (
      <div className="space-y-0.5">
        <label htmlFor={id} className="flex items-center gap-2 text-sm">
          <input id={id} type="checkbox" aria-describedby={helpId} checked={value === true} onChange={(e) => onChange(e.target.checked)} />
          {caption}
        </label>
        {help}
      </div>
    );
  }
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm text-slate-700">
        {caption}
      </label>
      <OptionControl
        id={id}
        field={field}
        words={words}
        videoUrl={context.videoUrl}
        imageCount={context.imageCount ?? 0}
        value={value}
        invalid={problem !== undefined}
        helpId={helpId}
        onChange={onChange}
      />
      {help}
    </div>
  );
}

/** Languages as ticks in a short scrolling list: no Ctrl-click to learn, the chosen ones listed first. */
function LanguageChoices({ id, value, onChange }: { id: string; value: unknown; onChange: (value: unknown) => void }) {
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const all = languageChoices();
  const ordered = [...all.filter((l) => chosen.includes(l.code)), ...all.filter((l) => !chosen.includes(l.code))];
  return (
    <div className="relative max-h-32 overflow-y-auto rounded-md border border-slate-300 px-2 py-1">
      {ordered.map((language, i) => (
        <label key={language.code} className="flex items-center gap-2 py-0.5 text-sm">
          <input
            id={i === 0 ? id : `${id}-${language.code}`}
            type="checkbox"
            checked={chosen.includes(language.code)}
            onChange={(e) => onChange(e.target.checked ? [...chosen, language.code] : chosen.filter((c) => c !== language.code))}
          />
          {language.name}
        </label>
      ))}
    </div>
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
  imageCount,
  onChange,
}: {
  id: string;
  field: Field;
  words: OptionLabel;
  videoUrl: string | undefined;
  imageCount: number;
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
  if (words.control === "photo-position") {
    // The API counts from 0; people count photos from 1.
    return (
      <select
        {...common}
        value={typeof value === "number" ? String(value) : ""}
        onChange={(e) => onChange(e.target.value === "" ? undefined : Number(e.target.value))}
      >
        <option value="">The first photo</option>
        {Array.from({ length: Math.max(imageCount, typeof value === "number" ? value + 1 : 0) }, (_, i) => (
          <option key={i} value={i}>
            Photo {i + 1}
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
