// The reference's "Deprecated names" section (the target of the `Link: …; rel="deprecation"` header,
// lib/api/deprecation.ts): every schema field the document marks `deprecated`, with the field that replaces it.
type Json = Record<string, unknown>;

/** [schema, field, description] of every deprecated property, nested objects and array items included. */
function deprecatedFields(schemas: Record<string, Json>): [string, string, string][] {
  const found: [string, string, string][] = [];
  const walk = (schemaName: string, node: unknown, prefix: string) => {
    if (!node || typeof node !== "object") return;
    const { properties, items } = node as { properties?: Record<string, Json>; items?: unknown };
    for (const [name, property] of Object.entries(properties ?? {})) {
      if (property.deprecated === true) found.push([schemaName, `${prefix}${name}`, String(property.description ?? "")]);
      walk(schemaName, property, `${prefix}${name}.`);
    }
    if (items) walk(schemaName, items, prefix ? `${prefix.slice(0, -1)}[].` : "[].");
  };
  for (const [name, schema] of Object.entries(schemas)) walk(name, schema, "");
  return found;
}

export function DeprecatedNames({ schemas }: { schemas: Record<string, Json> }) {
  const fields = deprecatedFields(schemas);
  return (
    <section id="deprecated-names" className="mt-14 border-t border-slate-200 pt-6">
      <h2 className="text-2xl font-semibold">Deprecated names</h2>
      <p className="mt-2 text-sm text-slate-700">
        Field names still sent beside the ones that replace them, with the same value. Answers that carry them say so in a{" "}
        <code className="rounded bg-slate-100 px-1">Deprecation</code> header; they go only with a new API version.
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <thead>
          <tr className="text-slate-500">
            <th className="py-1">Schema</th>
            <th>Field</th>
            <th>Instead</th>
          </tr>
        </thead>
        <tbody>
          {fields.map(([schema, field, description]) => (
            <tr key={`${schema} ${field}`} className="border-t border-slate-100 align-top">
              <td className="py-1 font-mono">{schema}</td>
              <td className="font-mono">{field}</td>
              <td className="text-slate-700">{description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
