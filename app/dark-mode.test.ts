// Dark mode turns each palette over through Tailwind's colour variables (app/dark-mode.css). A solid fill
// that carries white text must keep its light-mode colour instead, class by class; this test finds every
// such class the components use and fails when dark-mode.css does not pin it, so a new button colour cannot
// silently turn pale under white text at night.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx$/.test(name) ? [full] : [];
  });
}

/** `hover:bg-brand-700` → `.hover\:bg-brand-700:hover`, `bg-slate-900/50` → `.bg-slate-900\/50`. */
function selectorOf(className: string): string {
  const escaped = className.replace(/[:/]/g, (c) => `\\${c}`);
  if (className.startsWith("hover:")) return `.${escaped}:hover`;
  if (className.startsWith("backdrop:")) return `.${escaped}::backdrop`;
  return `.${escaped}`;
}

describe("dark mode", () => {
  const css = readFileSync(path.join(root, "app/dark-mode.css"), "utf8");
  const used = new Set(
    ["app", "components"].flatMap((dir) =>
      sourceFiles(path.join(root, dir)).flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/(?<![\w-])((?:hover:|backdrop:)?bg-(?:white|[a-z]+-(?:600|700|800|900|950))(?:\/\d+)?)(?![\w-])/g)].map(
          (m) => m[1]!,
        ),
      ),
    ),
  );

  it("finds the solid fills the components use", () => {
    expect(used).toContain("bg-brand-600");
    expect(used).toContain("bg-white");
  });

  it("pins every solid fill and white surface to a dark-mode colour", () => {
    const missing = [...used].filter((className) => !css.includes(`${selectorOf(className)} {`));
    expect(missing).toEqual([]);
  });

  it("follows the system setting and turns the main palettes over", () => {
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\)/);
    for (const name of ["slate-50", "slate-900", "red-100", "emerald-50", "brand-700"]) expect(css).toMatch(new RegExp(`--color-${name}:`));
  });
});
