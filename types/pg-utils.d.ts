// pg's own conversion of a value to the text it sends as a parameter (lib/db/inline-sql.ts); @types/pg does not describe it.
declare module "pg/lib/utils" {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}
