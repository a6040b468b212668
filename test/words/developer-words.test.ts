// The web app speaks a marketer's words (house style, "Words"): no text a person can read in components/ or
// app/ says "grapheme", "slug" or "payload", or shows a field path such as `platformOptions.tiktok.privacyLevel`
// or `options.x.y`. The API's own voice (app/api/**, whose messages name fields by contract) is not scanned.
//
// What counts as text a person can read: JSX text, the value of an attribute people see or hear (placeholder,
// title, aria-label, alt, label, hint …), and any other string or template literal that reads as words (it has
// a space between two letters) outside className. A bare word with no space ("slug" as a query parameter, a
// key, an id) is code, not text; so are imports and class names. The allow-list below is for code identifiers
// only: each entry names a file and the exact literal, with why it never reaches a person.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const SCANNED = ["components", "app"];
/** Files under lib/ that write only the web app's words (the API's voice lives beside them, in other files). */
const WEB_VOICE_IN_LIB = ["lib/platforms/problem-words.ts", "lib/services/links/check-slug-availability.ts"];
const NOT_SCANNED = [/^app\/api\//, /\.test\.tsx?$/];

/** Words of the developers' trade, and field paths. */
const DEVELOPER_WORDS: [RegExp, string][] = [
  [/\bgraphemes?\b/i, "grapheme"],
  [/\bslugs?\b/i, "slug"],
  [/\bpayloads?\b/i, "payload"],
  [/\b(?:platformOptions|platformCaptions|mediaUrls|accountMappings|chainItems|firstCommentMedia)\b/, "field name"],
  // Three lowercase parts are an address as often as a path (alice.bsky.social): only `options.…` is a path.
  [/\boptions\.\w+\.\w+/, "field path"],
  [/\b[a-z]+[A-Z]\w*\.[a-z]\w*\b|\b[a-z]\w*\.[a-z]+[A-Z]\w*\b/, "field path"],
];

/** Attributes whose values people see or hear. */
const VISIBLE_ATTRIBUTES = new Set([
  "placeholder",
  "title",
  "aria-label",
  "aria-description",
  "alt",
  "label",
  "hint",
  "description",
  "help",
  "legend",
  "empty",
]);

/** Literals that are code identifiers, never shown: `file` relative to the root, the literal's exact text, and why. */
const ALLOWED: { file: string; text: string; why: string }[] = [];

interface Finding {
  file: string;
  line: number;
  text: string;
  word: string;
}

const readsAsWords = (text: string) => /\p{L}\s+\p{L}/u.test(text);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function inClassName(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isJsxAttribute(at)) return at.name.getText() === "className";
    if (ts.isCallExpression(at) && /^(cn|clsx|cva)$/.test(at.expression.getText())) return true;
    if (ts.isPropertyAssignment(at) && /className|Class$/.test(at.name.getText())) return true;
    if (ts.isVariableDeclaration(at) && /Class(es)?$|className/i.test(at.name.getText())) return true;
    if (ts.isBlock(at) || ts.isSourceFile(at)) return false;
  }
  return false;
}

function attributeOf(node: ts.Node): string | null {
  const parent = ts.isJsxExpression(node.parent) ? node.parent.parent : node.parent;
  return parent && ts.isJsxAttribute(parent) ? parent.name.getText() : null;
}

/** Every piece of text a person can read in one source file that uses a developer word. */
function findDeveloperWords(file: string, source: string): Finding[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const check = (node: ts.Node, text: string) => {
    for (const [pattern, word] of DEVELOPER_WORDS) {
      if (!pattern.test(text)) continue;
      if (ALLOWED.some((a) => a.file === file && a.text === text)) return;
      findings.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim(), word });
      return;
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxText(node)) {
      if (node.text.trim() !== "") check(node, node.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const attribute = attributeOf(node);
      if (
        attribute !== null
          ? VISIBLE_ATTRIBUTES.has(attribute) || (attribute !== "className" && readsAsWords(node.text))
          : readsAsWords(node.text) && !inClassName(node)
      )
        check(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      // The literal parts, joined: `${count} of ${max} graphemes` reads " of  graphemes".
      const text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ");
      if (readsAsWords(text) && !inClassName(node)) check(node, text);
      node.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return findings;
}

describe("developer words in the web app", () => {
  it("finds them where a person would read them, and not in code", () => {
    const sample = `
      import { slugify } from "@/lib/links/slugify";
      const key = "slug";
      const params = new URLSearchParams({ slug: value });
      export const A = () => <p className="payload-box">376 of 300 graphemes</p>;
      export const B = () => <input placeholder="Your slug" data-testid="slug-status" />;
      export const C = (n: number) => \`Set platformOptions.tiktok.privacyLevel for \${n} posts\`;
      export const D = () => <Field hint="Check options.x.y first" />;
      export const E = () => <p>Ready to post</p>;
      const warn = "The payload was too big";
    `;
    expect(findDeveloperWords("sample.tsx", sample).map((f) => `${f.line}:${f.word}`)).toEqual([
      "5:grapheme",
      "6:slug",
      "7:field name",
      "8:field path",
      "10:payload",
    ]);
  });

  it("are in no UI string of components/ or app/", () => {
    const files = [
      ...SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)))
        .map((path) => relative(ROOT, path))
        .filter((file) => !NOT_SCANNED.some((pattern) => pattern.test(file))),
      ...WEB_VOICE_IN_LIB,
    ];
    expect(files.length).toBeGreaterThan(100);
    const findings = files.flatMap((file) => findDeveloperWords(file, readFileSync(join(ROOT, file), "utf8")));
    expect(findings.map((f) => `${f.file}:${f.line} "${f.text}" (${f.word})`)).toEqual([]);
  });
});
