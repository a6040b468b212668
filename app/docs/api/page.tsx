// /docs/api — the API reference, rendered on the server from the OpenAPI document (no CDN, works offline).
import type { Metadata } from "next";
import { DeprecatedNames } from "@/components/docs/deprecated-names";
import { McpToolsReference } from "@/components/docs/mcp-tools-reference";
import { openApiDocument } from "@/lib/api/openapi";
import { appUrl } from "@/lib/env";
import { MCP_PATH } from "@/lib/mcp/handle-mcp-request";
import { MCP_TOOLS } from "@/lib/mcp/tools";

export const metadata: Metadata = { title: "API reference" };
export const dynamic = "force-dynamic";

type Json = Record<string, unknown>;

const METHOD_COLORS: Record<string, string> = {
  get: "bg-sky-100 text-sky-800",
  post: "bg-emerald-100 text-emerald-800",
  patch: "bg-amber-100 text-amber-800",
  delete: "bg-rose-100 text-rose-800",
};

function refName(schema: unknown): string | null {
  const ref = (schema as Json | undefined)?.$ref;
  return typeof ref === "string" ? ref.split("/").pop()! : null;
}

/** An answer as written, or the shared one it points at (`default` is `$ref: #/components/responses/Error`). */
function resolveResponse(response: Json, shared: Record<string, Json> | undefined): Json {
  const name = refName(response);
  return name && shared?.[name] ? shared[name] : response;
}

/** The JSON schema of an answer, or null for one with no body (204). */
function responseSchema(response: Json): unknown {
  return ((response.content as Json | undefined)?.["application/json"] as Json | undefined)?.schema ?? null;
}

function SchemaLabel({ schema }: { schema: unknown }) {
  const name = refName(schema);
  if (name)
    return (
      <a className="font-mono text-indigo-700 underline" href={`#schema-${name}`}>
        {name}
      </a>
    );
  const s = schema as Json;
  if (s?.type === "object" && s.properties) {
    const [[key, value]] = Object.entries(s.properties as Json);
    const items = (value as Json).items;
    return (
      <span className="font-mono">
        {"{ "}
        {key}:{" "}
        {items ? (
          <>
            [<SchemaLabel schema={items} />]
          </>
        ) : (
          <SchemaLabel schema={value} />
        )}
        {" }"}
      </span>
    );
  }
  return <span className="font-mono">{String(s?.type ?? "any")}</span>;
}

export default function ApiReferencePage() {
  const doc = openApiDocument() as {
    info: { title: string; description: string };
    servers: { url: string }[];
    paths: Record<string, Record<string, Json>>;
    components: { schemas: Record<string, Json>; responses?: Record<string, Json> };
  };
  return (
    <main className="mx-auto max-w-5xl px-6 py-10 text-slate-900">
      <h1 className="text-3xl font-semibold">{doc.info.title} reference</h1>
      <p className="mt-3 text-slate-700">{doc.info.description}</p>
      <p className="mt-3 text-sm">
        Base URL: <code className="rounded bg-slate-100 px-1">{doc.servers[0].url}</code> · Send{" "}
        <code className="rounded bg-slate-100 px-1">Authorization: Bearer pl_live_…</code> ·{" "}
        <a className="text-indigo-700 underline" href="/functions/v1/api/openapi.json">
          openapi.json
        </a>
      </p>

      <nav className="mt-6 grid gap-1 text-sm sm:grid-cols-2">
        {Object.entries(doc.paths).flatMap(([path, ops]) =>
          Object.entries(ops).map(([method, op]) => (
            <a key={`${method} ${path}`} href={`#${method}-${path}`} className="hover:underline">
              <span className="inline-block w-16 font-mono uppercase">{method}</span>
              <span className="font-mono">{path}</span> — {String(op.summary)}
            </a>
          )),
        )}
      </nav>

      {Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => {
          const params = (op.parameters as Json[] | undefined) ?? [];
          const body = ((op.requestBody as Json | undefined)?.content as Json | undefined)?.["application/json"] as Json | undefined;
          const responses = op.responses as Record<string, Json>;
          return (
            <section key={`${method} ${path}`} id={`${method}-${path}`} className="mt-10 border-t border-slate-200 pt-6">
              <h2 className="flex items-center gap-3 text-xl font-semibold">
                <span className={`rounded px-2 py-0.5 font-mono text-sm uppercase ${METHOD_COLORS[method] ?? ""}`}>{method}</span>
                <span className="font-mono">{path}</span>
              </h2>
              <p className="mt-1 font-medium">{String(op.summary)}</p>
              {String(op.description ?? "")
                .split("\n\n")
                .map((line) => (
                  <p key={line} className="mt-2 text-sm text-slate-700">
                    {line}
                  </p>
                ))}
              {params.length > 0 && (
                <table className="mt-3 w-full text-left text-sm">
                  <thead>
                    <tr className="text-slate-500">
                      <th className="py-1">Parameter</th>
                      <th>In</th>
                      <th>Type</th>
                      <th>Notes</th>
                    </tr>
                  </thead>
                  <tbody>
                    {params.map((p) => (
                      <tr key={String(p.name)} className="border-t border-slate-100 align-top">
                        <td className="py-1 font-mono">{String(p.name)}</td>
                        <td>{String(p.in)}</td>
                        <td className="font-mono">
                          {String((p.schema as Json).type)}
                          {(p.schema as Json).enum ? `: ${((p.schema as Json).enum as string[]).join(" | ")}` : ""}
                        </td>
                        <td className="text-slate-700">{String(p.description ?? (p.schema as Json).description ?? "")}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {body && (
                <p className="mt-3 text-sm">
                  Request body: <SchemaLabel schema={body.schema} />
                </p>
              )}
              <ul className="mt-3 text-sm">
                {Object.entries(responses).map(([status, written]) => {
                  const response = resolveResponse(written, doc.components.responses);
                  const schema = responseSchema(response);
                  return (
                    <li key={status}>
                      <span className="font-mono font-semibold">{status}</span> {String(response.description ?? "")}
                      {status.startsWith("2") && schema !== null && (
                        <>
                          {" "}
                          — <SchemaLabel schema={schema} />
                        </>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        }),
      )}

      <McpToolsReference tools={MCP_TOOLS} endpoint={`${appUrl()}${MCP_PATH}`} />

      <DeprecatedNames schemas={doc.components.schemas} />

      <h2 className="mt-14 border-t border-slate-200 pt-6 text-2xl font-semibold">Schemas</h2>
      {Object.entries(doc.components.schemas).map(([name, schema]) => (
        <section key={name} id={`schema-${name}`} className="mt-6">
          <h3 className="font-mono text-lg font-semibold">{name}</h3>
          {typeof schema.description === "string" && <p className="text-sm text-slate-700">{schema.description}</p>}
          {/* Focusable, so a keyboard can scroll a wide schema sideways (WCAG 2.1.1). */}
          <pre
            tabIndex={0}
            aria-label={`${name} schema`}
            className="relative mt-2 overflow-x-auto rounded bg-slate-50 p-3 text-xs focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {JSON.stringify(schema, null, 2)}
          </pre>
        </section>
      ))}
    </main>
  );
}
