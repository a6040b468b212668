import next from "eslint-config-next";
import nextTypescript from "eslint-config-next/typescript";

// Import patterns the layers below forbid (no-restricted-imports). A file matched by several blocks gets the
// last block's list only (flat config replaces a rule's options), so each block lists everything it forbids.
const oauthFolderGone = {
  group: ["@/lib/oauth", "@/lib/oauth/*"],
  message:
    "lib/oauth is gone: the adapters' HTTP and OAuth helpers live in lib/platforms/ (http.ts, network-url.ts, oauth/), the connect flows and the OAuth state store in lib/services/accounts/.",
};
const httpLayerAbove = {
  group: ["**/api/*", "**/api/serializers/*", "@/lib/api/*"],
  message: "The HTTP layer (lib/api) sits above the services: move what you need down (lib/schemas, the service's own select).",
};
const inngestFolder = {
  group: ["@/inngest/*", "../**/inngest/*"],
  message: "Only lib/jobs/ and Inngest's own functions know inngest/: hand background work over through lib/jobs/enqueue.ts.",
};
const databaseFromAdapter = {
  group: ["@/lib/db", "**/db"],
  message: "Adapters do HTTP and mapping only: the service or the pipeline that calls them reads and writes the rows.",
};
const servicesFromTokens = {
  group: ["@/lib/services/**", "**/services/**"],
  message:
    "lib/tokens (the one token refresh and its writes to the account's token columns) sits below the services: publishing and analytics call it too. Move what it needs into lib/tokens.",
};
const servicesFromNotifications = {
  group: ["@/lib/services/**", "**/services/**"],
  message: "lib/notifications sits below the services (they, publishing and the token sweep call notify()): move what it needs into lib/notifications.",
};
const servicesFromAdapter = {
  group: ["@/lib/services/**", "**/services/**"],
  message: "Adapters sit below the services: services call adapters, never the other way round.",
};

// The directions between top-level folders (import/no-restricted-paths resolves every spelling: alias or relative).
// Top: app/ (routes and pages), inngest/ (Inngest's functions, served by app/api/inngest), scripts/, lib/server (the
// node:http fronts and what they start). Below them components/ and lib/actions (server actions), then the services,
// then the lower modules. lib/jobs is the only door to Inngest: it owns the client and the event types.
const oauthZone = { target: ".", from: "./lib/oauth", message: oauthFolderGone.message };
const layerZones = [
  oauthZone,
  {
    target: ["./lib", "./components", "./inngest"],
    from: "./app",
    message: "Only routes and pages live under app/: server actions go in lib/actions/, shared UI in components/, logic in lib/.",
  },
  {
    target: ["./lib", "./components"],
    from: "./inngest",
    message: "Only app/api/inngest serves inngest/'s functions; everything else hands work over through lib/jobs (which owns the Inngest client and events).",
  },
  {
    target: "./lib/!(server)/**/*",
    from: "./lib/server",
    message: "lib/server sits on top (the node:http fronts and what they start): move what you need below it (e.g. lib/async).",
  },
  { target: "./components", from: "./lib/server", message: "lib/server sits on top: components reach the server through lib/actions and route handlers." },
  {
    target: "./lib/!(actions)/**/*",
    from: "./lib/actions",
    message: "Server actions (lib/actions) are called by components and pages only: call the service they call.",
  },
  {
    target: [
      "./lib/services",
      "./lib/publishing",
      "./lib/analytics",
      "./lib/webhooks",
      "./lib/email",
      "./lib/tokens",
      "./lib/notifications",
      "./lib/jobs",
      "./lib/auth",
    ],
    from: "./lib/session",
    message: "lib/session (the signed-in person: next-auth, the session, the viewer's time zone) sits above the services: pass them the actor.",
  },
  {
    target: "./lib/auth",
    from: "./lib/services",
    message: "Auth sits below the services (they authorize through it): read users through lib/auth's own queries.",
  },
  {
    target: "./lib/jobs",
    from: ["./lib/services", "./lib/publishing", "./lib/analytics", "./lib/webhooks", "./lib/email", "./lib/actions"],
    message: "lib/jobs sits below the modules that hand it work: they register their runners with it (lib/jobs/in-process.ts), it never imports them.",
  },
];

/** Every rule of the React plugins that next's configs turn on. */
const reactRules = [...new Set([...next, ...nextTypescript].flatMap((block) => Object.keys(block.rules ?? {})))].filter(
  (name) => name.startsWith("react/") || name.startsWith("react-hooks/"),
);

const config = [
  { ignores: ["node_modules/**", ".next/**", ".data/**", "generated/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  ...next,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // React code lives in app/ and components/ only (no .tsx anywhere else): the React rules, whose component
  // detection and React Compiler analysis ran on every file (half of the rules' time), look there alone.
  { files: ["**/*"], ignores: ["app/**", "components/**"], rules: Object.fromEntries(reactRules.map((name) => [name, "off"])) },
  // Nothing imports the old lib/oauth folder, by alias or (resolved, so any relative spelling) by path.
  {
    rules: {
      "no-restricted-imports": ["error", { patterns: [oauthFolderGone] }],
      "import/no-restricted-paths": ["error", { zones: [oauthZone] }],
    },
  },
  // The folders' directions, for the code itself (tests may import across: a service test calls a route handler).
  {
    files: ["lib/**", "components/**", "inngest/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "import/no-restricted-paths": ["error", { zones: layerZones }],
    },
  },
  // Layers point down only: services, the pipeline and analytics never reach up into the HTTP layer, and
  // only the jobs seam (lib/jobs/) and Inngest's own functions know inngest/ (its client and its event types).
  {
    files: ["lib/services/**", "lib/publishing/**", "lib/analytics/**", "lib/tokens/**", "lib/webhooks/**", "lib/email/**", "lib/links/**", "lib/platforms/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [oauthFolderGone, httpLayerAbove, inngestFolder] }],
    },
  },
  // The token refresh sits below the services (they, publishing and analytics call it), so it never reaches up.
  {
    files: ["lib/tokens/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [oauthFolderGone, httpLayerAbove, inngestFolder, servicesFromTokens] }],
    },
  },
  // Notifications are told by services, the pipeline and the token sweep, so they never reach up either.
  {
    files: ["lib/notifications/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [oauthFolderGone, httpLayerAbove, inngestFolder, servicesFromNotifications] }],
    },
  },
  // Adapters are the bottom room: no database and no services (tests excepted: they set up rows to publish).
  {
    files: ["lib/platforms/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [oauthFolderGone, httpLayerAbove, inngestFolder, databaseFromAdapter, servicesFromAdapter] }],
    },
  },
];

export default config;
