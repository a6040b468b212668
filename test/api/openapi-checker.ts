// Checks a real API response against an OpenAPI document's declaration for its path, method and status. No
// import of the app: the e2e specs use it with the document a running server serves (e2e/api/checked-request.ts),
// the in-process tests with the app's own (openapi-validator.ts).
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
  components: { schemas: Record<string, unknown> };
};

export interface CheckedResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

export type ResponseMismatch = (template: string | undefined, method: string, res: CheckedResponse) => string | undefined;

/**
 * A checker of answers against one OpenAPI document: the in-process one (below, for call-api.ts) or the one a
 * running server serves (the e2e API specs, e2e/api/checked-request.ts).
 */
export function responseChecker(document: unknown): ResponseMismatch {
  const doc = document as Doc;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  // The components live in one schema of their own; operation schemas point into it (`doc#/components/…`).
  ajv.addSchema({ $id: "doc", components: doc.components }, "doc");

  /** One compiled validator per operation and status (compiling costs far more than validating). */
  const compiled = new Map<string, ValidateFunction>();

  function compile(cacheKey: string, schema: unknown): ValidateFunction {
    let validate = compiled.get(cacheKey);
    if (!validate) {
      validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as object);
      compiled.set(cacheKey, validate);
    }
    return validate;
  }

  /**
   * What is wrong with `res` as the answer of `method template` (a path of the document, `/posts/{id}`), or
   * undefined when the document declares that status for that operation and the body fits its schema.
   * `template` undefined: no endpoint has that path, and the answer must be the one error shape.
   */
  return function responseMismatch(template, method, res) {
    const verb = method.toLowerCase();
    // HEAD has no body and OPTIONS lists methods in Allow: neither has a body to check.
    if (verb === "head" || verb === "options") return undefined;
    const operation = template === undefined ? undefined : doc.paths[template]?.[verb];
    const label = `${method.toUpperCase()} ${template ?? "(no endpoint)"} ${res.status}`;
    if (template !== undefined && doc.paths[template] === undefined) return `${template} is not a path of the OpenAPI document`;
    const errorModel = operation === undefined || res.status >= 500;
    let schema: unknown;
    if (errorModel) {
      // No endpoint (404), a method the path does not take (405), or a server failure: the one error model.
      schema = { $ref: "#/components/schemas/Error" };
    } else {
      const declared = operation.responses[String(res.status)];
      if (declared === undefined) return `${label} is not documented (documented: ${Object.keys(operation.responses).join(", ")})`;
      // A file (the analytics export): the answer's media type must be one the operation declares.
      const type = res.headers.get("content-type")?.split(";")[0].trim();
      if (type && type !== "application/json" && declared.content !== undefined) {
        return declared.content[type] ? undefined : `${label} answered ${type}, documented: ${Object.keys(declared.content).join(", ")}`;
      }
      schema = declared.content?.["application/json"]?.schema;
      if (schema === undefined) return res.body === null ? undefined : `${label} is documented without a body, but one came back`;
    }
    const validate = compile(errorModel ? "error" : label, schema);
    if (validate(res.body)) return undefined;
    return `${label} does not match the OpenAPI document: ${ajv.errorsText(validate.errors)}\nbody: ${JSON.stringify(res.body).slice(0, 500)}`;
  };
}
