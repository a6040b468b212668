// Checks a real API response against the OpenAPI document's declaration for its path, method and status.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { expect } from "vitest";
import type { ApiResult } from "./call-api";

export type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
  components: { schemas: Record<string, unknown> };
};

export function validatorFor(doc: Doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: "doc", components: doc.components }, "doc");
  return (path: string, method: string, res: ApiResult) => {
    const declared = doc.paths[path][method.toLowerCase()].responses[String(res.status)];
    expect(declared, `${method} ${path} ${res.status} is documented`).toBeDefined();
    const schema = JSON.parse(JSON.stringify(declared.content!["application/json"].schema).replaceAll('"#/components/', '"doc#/components/'));
    const validate = ajv.compile(schema);
    const ok = validate(res.body);
    expect(ok, `${method} ${path} ${res.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  };
}
