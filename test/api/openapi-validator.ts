// Checks a real API response against the OpenAPI document's declaration for its path, method and status.
// call-api.ts runs it on every answer of every API test, so the document and the handlers cannot drift apart:
// a body the document does not describe, or a status it does not list, fails the test that saw it.
import { openApiDocument } from "@/lib/api/openapi";
import { responseChecker } from "./openapi-checker";

/** The check against the in-process document, run by call-api.ts on every answer of every API test. */
export const responseMismatch = responseChecker(openApiDocument());
