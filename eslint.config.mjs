import next from "eslint-config-next";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  { ignores: ["node_modules/**", ".next/**", ".data/**", "generated/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  ...next,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Layers point down only: services, the pipeline and analytics never reach up into the HTTP layer, and
  // only the jobs seam (lib/jobs/) and Inngest's own functions talk to the Inngest client.
  {
    files: ["lib/services/**", "lib/publishing/**", "lib/analytics/**", "lib/tokens/**", "lib/webhooks/**", "lib/links/**", "lib/platforms/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/api/*", "**/api/serializers/*", "@/lib/api/*"], message: "The HTTP layer (lib/api) sits above the services: move what you need down (lib/schemas, the service's own select)." },
            { group: ["@/inngest/client", "**/inngest/client"], message: "Hand background work over through lib/jobs/enqueue.ts." },
          ],
        },
      ],
    },
  },
];

export default config;
