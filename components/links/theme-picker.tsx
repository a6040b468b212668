"use client";

// The theme presets as a radio group of swatches (arrow keys move between them, as native radios do).
import { LINK_THEME_IDS, LINK_THEMES, type LinkThemeId } from "@/lib/links/themes";

export function ThemePicker({ value, onChange, disabled }: { value: LinkThemeId; onChange: (theme: LinkThemeId) => void; disabled?: boolean }) {
  return (
    <fieldset className="min-w-0 space-y-1" disabled={disabled}>
      <legend className="text-sm font-medium text-slate-700">Theme</legend>
      <div className="flex flex-wrap gap-2">
        {LINK_THEME_IDS.map((id) => {
          const p = LINK_THEMES[id].palette;
          return (
            <label
              key={id}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-2 py-1 text-sm has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input type="radio" name="link-theme" value={id} checked={value === id} onChange={() => onChange(id)} className="sr-only" />
              <span aria-hidden className="flex h-5 w-8 overflow-hidden rounded border border-slate-200">
                <span className="w-1/2" style={{ background: p.background }} />
                <span className="w-1/2" style={{ background: p.button }} />
              </span>
              {LINK_THEMES[id].label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
