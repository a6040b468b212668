// Generated from the Postlane OpenAPI document by `npm run client:generate` (openapi-typescript). Do not edit:
// change the schemas in lib/schemas or lib/api/openapi and regenerate; a test fails while this file is stale.

export interface paths {
  "/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Health
     * @description Is the app up and can it reach its database (503 when not).
     *
     *     No key needed.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": Record<string, never>;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/openapi.json": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * This OpenAPI document
     * @description No key needed.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": Record<string, never>;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/accounts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List connected accounts
     * @description Scope: `accounts:read`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              accounts: components["schemas"]["Account"][];
            };
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/accounts/{id}/boards": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a Pinterest account's boards
     * @description Additive (beyond the v1 contract). The public and protected boards of a connected Pinterest account, read from Pinterest; use a board's `id` as `platformOptions.pinterest.boardId`.
     *
     *     Scope: `accounts:read`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              boards: components["schemas"]["PinterestBoard"][];
            };
          };
        };
        /** @description The account is not a Pinterest account */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description No such account in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The account is disconnected, or Pinterest no longer accepts its access (reconnect it) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded, or Pinterest is rate limiting the account (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Pinterest failed or could not be reached; try again */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/workspaces": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List workspaces
     * @description The workspaces the key's creator belongs to; exactly the key's own has `active: true`.
     *
     *     Any valid key (no scope needed).
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              workspaces: components["schemas"]["Workspace"][];
            };
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/ideas": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List ideas
     * @description Ordered by column (unassigned, todo, in_progress, done), then position.
     *
     *     Scope: `ideas:read`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              ideas: components["schemas"]["Idea"][];
            };
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    put?: never;
    /**
     * Create an idea
     * @description The idea goes to the end of its column. An empty body creates an empty unassigned idea.
     *
     *     Scope: `ideas:write`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          "application/json": components["schemas"]["IdeaInput"];
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              idea: components["schemas"]["Idea"];
            };
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Request body larger than 1 MiB */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/ideas/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete an idea
     * @description Scope: `ideas:write`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Deleted"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Update an idea
     * @description Only sent fields change; a new `status` moves the idea to the end of that column.
     *
     *     Scope: `ideas:write`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["IdeaInput"];
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              idea: components["schemas"]["Idea"];
            };
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Request body larger than 1 MiB */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    trace?: never;
  };
  "/posts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List posts
     * @description Newest first. Test keys see test posts, live keys live posts. `limit`: default 50, maximum 200; larger values are clamped to 200, while 0, negative or non-integer values are a 400.
     *
     *     Scope: `posts:read`.
     */
    get: {
      parameters: {
        query?: {
          status?: "draft" | "scheduled" | "queued" | "published" | "partial_published" | "failed";
          /** @description Additive: only posts in this approval state (`pending`: the posts awaiting approval) */
          approval?: "none" | "pending" | "approved" | "changes_requested";
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              posts: components["schemas"]["Post"][];
            };
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    put?: never;
    /**
     * Create, schedule or publish a post
     * @description `draft` (default) and `scheduled` store one row; `published` fans out into one queued row per account mapping and returns status `queued`. Each account mapping uses one unit of the workspace owner's monthly quota. A missing required platform option is not a 400: it fails at publish time in `platform_results`; neither is other content a network would refuse (a caption over its limit, media it does not take): ask `POST /posts/validate` first.
     *
     *     Scope: `posts:write`.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Optional (beyond the v1 contract). The same key and body within 24 h replays the first response with `Idempotent-Replayed: true`; the same key with another body is 422; a duplicate while the first is in flight is 409. Failed requests release the key. */
          "Idempotency-Key"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["CreatePostRequest"];
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            /** @description Monthly post quota of the workspace owner */
            "X-Quota-Limit"?: number;
            /** @description Posts left this UTC month */
            "X-Quota-Remaining"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["CreatePostResult"];
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Monthly post quota of the workspace owner reached */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, its creator's role cannot write, or "Posts need approval" is on and its creator is a member: submit the post for approval instead */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description A request with the same Idempotency-Key is still in progress; for link pages, the slug is taken */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Request body larger than 1 MiB */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Idempotency-Key already used with a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/posts/validate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Validate a post without creating it (dry run)
     * @description Additive (beyond the v1 contract). Takes the body of `POST /posts` and answers 200 with every problem that would stop it, for every mapped network: timing (`scheduledAt`), each mapping's account (unknown, of another platform, disconnected, or needing to be reconnected), and the content as each network receives it — caption length in the network's own counting (graphemes on Bluesky, weighted characters on X …), required options, media rules. `valid` is true when there are none. Nothing is stored and no quota is used. A body that does not fit `CreatePostRequest` is a 400, as on `POST /posts`.
     *
     *     Scope: `posts:read`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["CreatePostRequest"];
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ValidatePostResult"];
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Request body larger than 1 MiB */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/posts/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a post
     * @description Poll this after publishing: `platform_results` fills as publishing proceeds.
     *
     *     Scope: `posts:read`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              post: components["schemas"]["Post"];
            };
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /**
     * Delete a post (soft delete)
     * @description Scope: `posts:write`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Deleted"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Update a draft or scheduled post
     * @description Scope: `posts:write`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["UpdatePostRequest"];
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              post: components["schemas"]["Post"];
            };
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, its creator's role cannot write, or "Posts need approval" is on and its creator is a member: submit the post for approval instead */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Request body larger than 1 MiB */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    trace?: never;
  };
  "/posts/{id}/retry": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retry a failed post row
     * @description Additive (beyond the v1 contract). Queues one `failed` row again from the start (its siblings of the same post are untouched) and returns `CreatePostResult` with status `queued`. Any other status is a 400.
     *
     *     Scope: `posts:write`.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Optional (beyond the v1 contract). The same key and body within 24 h replays the first response with `Idempotent-Replayed: true`; the same key with another body is 422; a duplicate while the first is in flight is 409. Failed requests release the key. */
          "Idempotency-Key"?: string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["CreatePostResult"];
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description A request with the same Idempotency-Key is still in progress; for link pages, the slug is taken */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Idempotency-Key already used with a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/posts/{id}/publish": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish a draft or scheduled post now
     * @description Scope: `posts:write`.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Optional (beyond the v1 contract). The same key and body within 24 h replays the first response with `Idempotent-Replayed: true`; the same key with another body is 422; a duplicate while the first is in flight is 409. Failed requests release the key. */
          "Idempotency-Key"?: string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["CreatePostResult"];
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, its creator's role cannot write, or "Posts need approval" is on and its creator is a member: submit the post for approval instead */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description A request with the same Idempotency-Key is still in progress; for link pages, the slug is taken */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Idempotency-Key already used with a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/posts/{id}/submit": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit a post for approval
     * @description Additive (beyond the v1 contract). A draft (or scheduled) post becomes a draft awaiting approval (`approval.state: pending`), remembering what its author asks for: `scheduledAt` to be scheduled then, or no body to be published as soon as it is approved. Any role that can write may submit; in a workspace with "Posts need approval" on, it is how members get posts out (scheduling or publishing is 403 for them).
     *
     *     Scope: `posts:write`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: {
        content: {
          "application/json": components["schemas"]["SubmitForApprovalRequest"];
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              post: components["schemas"]["Post"];
            };
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The post is not in a state this step applies to (already scheduled or published, or not awaiting approval) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Request body larger than 1 MiB */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/posts/{id}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a post awaiting approval
     * @description Additive. Managers, admins and owners only (a member's key is 403), including for their own posts. The post is then scheduled at its `scheduled_at`, or published now (fanned out into one queued row per account, `postIds`) when its author asked for that or the time has passed. A post that is not awaiting approval, or already scheduled or published, is a 409 and nothing changes.
     *
     *     Scope: `posts:write`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: {
        content: {
          "application/json": components["schemas"]["ApprovePostRequest"];
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              post: components["schemas"]["Post"];
              postIds: string[];
              dispatchDeferred: boolean;
            };
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The post is not in a state this step applies to (already scheduled or published, or not awaiting approval) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Request body larger than 1 MiB */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/posts/{id}/request-changes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a post back to its author with a comment
     * @description Additive. Managers, admins and owners only. The post stays a draft with `approval.state: changes_requested` and the comment; its author edits it and submits it again.
     *
     *     Scope: `posts:write`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["RequestChangesRequest"];
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              post: components["schemas"]["Post"];
            };
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The post is not in a state this step applies to (already scheduled or published, or not awaiting approval) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Request body larger than 1 MiB */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/analytics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Post analytics
     * @description Published posts of the period (over `published_at`) with each row's latest metrics, refreshed hourly, and totals over the same rows. Test keys read test posts. `limit`: default 200, maximum 500; larger values are clamped to 500, while 0, negative or non-integer values are a 400.
     *
     *     Scope: `analytics:read`.
     */
    get: {
      parameters: {
        query?: {
          period?: "7d" | "30d" | "90d" | "all";
          platform?:
            | "instagram"
            | "facebook"
            | "twitter"
            | "linkedin"
            | "youtube"
            | "tiktok"
            | "threads"
            | "bluesky"
            | "mastodon"
            | "telegram"
            | "discord"
            | "pinterest";
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["AnalyticsResult"];
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/links": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List link-in-bio pages
     * @description Newest first, each with its status, whether the draft has unpublished changes, its block count and all-time totals.
     *
     *     Scope: `links:read`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              links: components["schemas"]["LinkPageSummary"][];
            };
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    put?: never;
    /**
     * Create a link-in-bio page
     * @description A draft page, served at `/l/{slug}` once published. Slugs: 3–40 lowercase letters, digits and single hyphens, unique across the service, reserved words refused.
     *
     *     Scope: `links:write`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["CreateLinkPageRequest"];
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              link: components["schemas"]["LinkPage"];
            };
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description A request with the same Idempotency-Key is still in progress; for link pages, the slug is taken */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Request body larger than 1 MiB */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/links/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a link-in-bio page with its blocks
     * @description Scope: `links:read`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              link: components["schemas"]["LinkPage"];
            };
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /**
     * Delete a link-in-bio page
     * @description Scope: `links:write`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Deleted"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Update a link-in-bio page
     * @description Fields change in the draft and reach visitors when published again; a new `slug` moves the live page at once. `status: draft` unpublishes.
     *
     *     Scope: `links:write`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["UpdateLinkPageRequest"];
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              link: components["schemas"]["LinkPage"];
            };
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description A request with the same Idempotency-Key is still in progress; for link pages, the slug is taken */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Request body larger than 1 MiB */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    trace?: never;
  };
  "/links/{id}/blocks": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a block
     * @description Added to the draft at `position` (0 = first; beyond the end = last), else last. URLs must be http(s). At most 100 blocks.
     *
     *     Scope: `links:write`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["CreateLinkBlockRequest"];
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              block: components["schemas"]["LinkBlock"];
            };
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Request body larger than 1 MiB */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/links/{id}/blocks/reorder": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reorder blocks
     * @description Scope: `links:write`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["ReorderLinkBlocksRequest"];
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              blocks: components["schemas"]["LinkBlock"][];
            };
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Request body larger than 1 MiB */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/links/{id}/blocks/{blockId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a block
     * @description Scope: `links:write`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          blockId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Deleted"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Update a block
     * @description Scope: `links:write`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          blockId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["UpdateLinkBlockRequest"];
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              block: components["schemas"]["LinkBlock"];
            };
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Request body larger than 1 MiB */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    trace?: never;
  };
  "/links/{id}/publish": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish a link-in-bio page
     * @description Freezes the draft (with the connected accounts and latest posts of its social and posts blocks) as a new version, served at `publicUrl` from then on. A page without blocks is a 400.
     *
     *     Scope: `links:write`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              link: components["schemas"]["LinkPage"];
            };
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/links/{id}/analytics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Link-in-bio page analytics
     * @description Views, unique visitors (a daily salted hash: no cookies, no addresses stored), clicks and click-through rate, per UTC day and per block, with referring domains.
     *
     *     Scope: `links:read`.
     */
    get: {
      parameters: {
        query?: {
          period?: "7d" | "30d" | "90d" | "all";
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["LinkAnalytics"];
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/media/upload-url": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Request a media upload URL
     * @description PUT the file to `uploadUrl` (with the same Content-Type), then use `publicUrl` in `mediaUrls`. The URL expires after a few minutes. The body is optional: without `contentType` (or a `filename` with a known extension) the URL is a generic one, signed for `application/octet-stream` and the largest size of any accepted type; the file's type is then read from its first bytes when it arrives.
     *
     *     Scope: `media:write`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          "application/json": {
            filename?: string;
            contentType?: string;
            sizeBytes?: number;
            prefix?: string;
          };
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** Format: uri */
              uploadUrl: string;
              /** Format: uri */
              publicUrl: string;
            };
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Request body larger than 1 MiB */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/webhooks": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List webhook endpoints
     * @description Additive (beyond the v1 contract). Oldest first. Secrets are never returned after creation.
     *
     *     Scope: `webhooks:read`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              webhooks: components["schemas"]["Webhook"][];
            };
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    put?: never;
    /**
     * Add a webhook endpoint
     * @description Additive. The response holds the signing secret (`whsec_…`), shown only here. At most 20 endpoints per workspace. Private and loopback hosts are refused unless the operator allows them (`POSTLANE_WEBHOOK_ALLOWED_HOSTS`). Event types: `post.created` (A post was created (draft, scheduled or sent to publishing)), `post.updated` (A draft or scheduled post was edited), `post.deleted` (A post was deleted), `post.scheduled` (A post was scheduled, or its scheduled time changed), `post.published` (A post row was published on its network), `post.partial_published` (A post row was published in part (a thread or carousel stopped midway)), `post.failed` (A post row failed to publish), `post.approval_requested` (A post was submitted for approval), `post.approved` (A post was approved (and scheduled or sent to publishing as its author asked)), `post.changes_requested` (An approver asked for changes to a post, with a comment), `account.connected` (An account was connected to the workspace, or connected again), `account.disconnected` (An account was disconnected from the workspace), `account.requires_reauth` (A connected account must be reconnected), `idea.created` (An idea was added to the board), `idea.moved` (An idea moved to another column), `link_page.published` (A link-in-bio page was published (a new version is live)). Each request is signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`) with the body `{ type, timestamp, data }`; failed deliveries are retried with backoff, 9 attempts over about 24 h; an endpoint failing for 5 days is disabled.
     *
     *     Scope: `webhooks:write`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["CreateWebhookRequest"];
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["WebhookWithSecret"];
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Request body larger than 1 MiB */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/webhooks/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a webhook endpoint and its delivery log
     * @description Additive. The 50 latest deliveries, newest first: status, attempts, the last answer's status code, latency and first KiB.
     *
     *     Scope: `webhooks:read`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              webhook: components["schemas"]["Webhook"];
              deliveries: components["schemas"]["WebhookDelivery"][];
            };
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /**
     * Delete a webhook endpoint
     * @description Additive. Its delivery log and unsent deliveries go with it.
     *
     *     Scope: `webhooks:write`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Deleted"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Edit a webhook endpoint
     * @description Additive. Changes only the fields sent: `url` (same rules as on creation), `events` (replaces the list), `description` (null clears it), `enabled` (true re-enables an endpoint disabled for failing, with a fresh failure streak; false disables it and drops its unsent deliveries). The id and the secret stay.
     *
     *     Scope: `webhooks:write`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["UpdateWebhookRequest"];
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              webhook: components["schemas"]["Webhook"];
            };
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Request body larger than 1 MiB */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    trace?: never;
  };
  "/webhooks/{id}/rotate-secret": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate a webhook endpoint's secret
     * @description Additive. Returns the new secret once. The previous secret keeps signing beside it (two signatures in `webhook-signature`) for `overlapHours` (default 24).
     *
     *     Scope: `webhooks:write`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: {
        content: {
          "application/json": components["schemas"]["RotateWebhookSecretRequest"];
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["WebhookWithSecret"];
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Request body larger than 1 MiB */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/webhooks/{id}/test": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a test event
     * @description Additive. Queues a signed `webhook.test` event to this endpoint, whatever it subscribes to; its outcome appears in the delivery log. 400 if the endpoint is disabled.
     *
     *     Scope: `webhooks:write`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        202: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              delivery: components["schemas"]["WebhookDelivery"];
            };
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/webhooks/{id}/deliveries/{deliveryId}/resend": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resend a delivery
     * @description Additive. Queues a succeeded or failed delivery again from its first attempt, with the same `webhook-id`. 400 while it is still pending or the endpoint is disabled.
     *
     *     Scope: `webhooks:write`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          deliveryId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        202: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              delivery: components["schemas"]["WebhookDelivery"];
            };
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/accounts/{id}/schedule": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an account's posting schedule
     * @description Additive (beyond the v1 contract). Weekly posting times (ISO weekday, HH:MM) in the schedule's IANA time zone; `time_zone` is null until one is set.
     *
     *     Scope: `accounts:read`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              schedule: components["schemas"]["PostingSchedule"];
            };
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    /**
     * Set an account's posting schedule
     * @description Additive. Replaces the account's posting times (at most 70; repeats dropped, sorted). Needs `posts:write`: the schedule decides when queued posts go out.
     *
     *     Scope: `posts:write`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["SetPostingScheduleRequest"];
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              schedule: components["schemas"]["PostingSchedule"];
            };
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found, not in the key's workspace, or a malformed id */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Request body larger than 1 MiB */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/queue": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the queue
     * @description Additive. Every posting slot of the next `days` days (default 14, at most 56) with the live scheduled posts in it, and scheduled posts set for other times, in time order.
     *
     *     Scope: `posts:read`.
     */
    get: {
      parameters: {
        query?: {
          days?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              queue: components["schemas"]["QueueEntry"][];
            };
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    put?: never;
    /**
     * Add a post to the queue
     * @description Additive. Creates the post scheduled at the earliest posting slot of its accounts that no scheduled post of those accounts holds (within 8 weeks); 400 when they have none. Same body and quota as `POST /posts` without `status` and `scheduledAt`.
     *
     *     Scope: `posts:write`.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Optional (beyond the v1 contract). The same key and body within 24 h replays the first response with `Idempotent-Replayed: true`; the same key with another body is 422; a duplicate while the first is in flight is 409. Failed requests release the key. */
          "Idempotency-Key"?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["AddToQueueRequest"];
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            /** @description Monthly post quota of the workspace owner */
            "X-Quota-Limit"?: number;
            /** @description Posts left this UTC month */
            "X-Quota-Remaining"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["AddToQueueResult"];
          };
        };
        /** @description Invalid request: the message names the field and the rule */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Missing, malformed, unknown, revoked or expired API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Monthly post quota of the workspace owner reached */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description The key lacks the scope, or its creator's role cannot write */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description A request with the same Idempotency-Key is still in progress; for link pages, the slug is taken */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Request body larger than 1 MiB */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Idempotency-Key already used with a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Rate limit of the key exceeded (see Retry-After) */
        429: {
          headers: {
            /** @description Seconds to wait */
            "Retry-After"?: number;
            /** @description Requests per minute allowed for this key */
            "RateLimit-Limit"?: number;
            /** @description Requests left in the current window */
            "RateLimit-Remaining"?: number;
            /** @description Seconds until the window resets */
            "RateLimit-Reset"?: number;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Account: {
      /** Format: uuid */
      id: string;
      platform: string;
      platform_username: string;
      platform_account_id: string;
      is_connected: boolean;
      requires_reauth: boolean;
      profile_image_url: string | null;
      connected_at: string;
    };
    PinterestBoard: {
      id: string;
      name: string;
      privacy: string;
      pinCount: number | null;
    };
    Deleted: {
      /** Format: uuid */
      id: string;
      /** @constant */
      deleted: true;
    };
    Error: {
      error: string;
    };
    /** @description All fields optional; on patch only sent fields change. Unknown fields are rejected with 400. */
    IdeaInput: {
      title?: string;
      caption?: string;
      tags?: string[];
      mediaUrls?: string[];
      /** @enum {string} */
      mediaType?: "image" | "video";
      /** @enum {string} */
      status?: "unassigned" | "todo" | "in_progress" | "done";
    };
    Idea: {
      /** Format: uuid */
      id: string;
      title: string | null;
      caption: string | null;
      tags: string[];
      mediaUrls: string[];
      mediaType: ("image" | "video") | null;
      /** @enum {string} */
      status: "unassigned" | "todo" | "in_progress" | "done";
      position: number;
    };
    Workspace: {
      /** Format: uuid */
      id: string;
      name: string;
      isPersonal: boolean;
      /** @enum {string} */
      role: "owner" | "admin" | "manager" | "member" | "viewer";
      active: boolean;
    };
    PostApproval: {
      /** @enum {string} */
      state: "none" | "pending" | "approved" | "changes_requested";
      requested_status: ("scheduled" | "published") | null;
      requested_by: string | null;
      requested_at: string | null;
      decided_by: string | null;
      decided_at: string | null;
      comment: string | null;
    };
    ApprovePostRequest: {
      comment?: string;
    };
    RequestChangesRequest: {
      comment: string;
    };
    SubmitForApprovalRequest: {
      /** Format: date-time */
      scheduledAt?: string;
    };
    BlueskyOptions: {
      langs?: string[];
      chainItems?: ({
        text: string;
        /** Format: uri */
        mediaUrl?: string;
        /** @enum {string} */
        mediaType?: "image" | "video";
        altText?: string;
      } & {
        [key: string]: unknown;
      })[];
    } & {
      [key: string]: unknown;
    };
    DiscordOptions: {
      channelId?: string;
    } & {
      [key: string]: unknown;
    };
    InstagramOptions: {
      shareToFeed?: boolean;
      /** Format: uri */
      coverUrl?: string;
      thumbOffsetMs?: number;
      audioName?: string;
      collaborators?: string[];
      locationId?: string;
      userTags?: ({
        username: string;
        x?: number;
        y?: number;
      } & {
        [key: string]: unknown;
      })[];
      altText?: string;
      isAiGenerated?: boolean;
      isTrialReel?: boolean;
      /** @enum {string} */
      trialGraduationStrategy?: "MANUAL" | "SS_PERFORMANCE";
    } & {
      [key: string]: unknown;
    };
    MastodonOptions: {
      /** @enum {string} */
      visibility?: "public" | "unlisted" | "private" | "direct";
      spoilerText?: string;
      sensitive?: boolean;
      language?: string;
      chainItems?: ({
        text: string;
        /** Format: uri */
        mediaUrl?: string;
        /** @enum {string} */
        mediaType?: "image" | "video";
        altText?: string;
      } & {
        [key: string]: unknown;
      })[];
    } & {
      [key: string]: unknown;
    };
    /** @description Pinterest Pin options. `boardId` is required whenever the post has a pinterest mapping (400 on create otherwise). Caption = Pin description (max 800). One image, 2–5 images (carousel) or one video; `coverUrl` or `thumbOffsetMs` choose a video's cover. */
    PinterestOptions: {
      boardId: string;
      title?: string;
      /** Format: uri */
      link?: string;
      altText?: string;
      /** Format: uri */
      coverUrl?: string;
      thumbOffsetMs?: number;
    } & {
      [key: string]: unknown;
    };
    /** @description Options per platform id. Unknown keys are ignored; a missing required option fails at publish time, not here. */
    PlatformOptions: {
      youtube?: components["schemas"]["YouTubeOptions"];
      tiktok?: components["schemas"]["TikTokOptions"];
      instagram?: components["schemas"]["InstagramOptions"];
      threads?: components["schemas"]["ThreadsOptions"];
      twitter?: components["schemas"]["TwitterOptions"];
      bluesky?: components["schemas"]["BlueskyOptions"];
      mastodon?: components["schemas"]["MastodonOptions"];
      telegram?: components["schemas"]["TelegramOptions"];
      discord?: components["schemas"]["DiscordOptions"];
      pinterest?: components["schemas"]["PinterestOptions"];
    } & {
      [key: string]: unknown;
    };
    TelegramOptions: {
      disableNotification?: boolean;
      protectContent?: boolean;
    } & {
      [key: string]: unknown;
    };
    ThreadsOptions: {
      /** @enum {string} */
      replyControl?: "everyone" | "accounts_you_follow" | "mentioned_only" | "parent_post_author_only" | "followers_only";
      topic?: string;
      altText?: string;
      /** Format: uri */
      linkAttachment?: string;
      quotePostId?: string;
      locationId?: string;
      allowlistedCountryCodes?: string[];
      chainItems?: ({
        text: string;
        /** Format: uri */
        mediaUrl?: string;
        /** @enum {string} */
        mediaType?: "image" | "video";
        altText?: string;
      } & {
        [key: string]: unknown;
      })[];
    } & {
      [key: string]: unknown;
    };
    /** @description The `required` fields are required by the network: a post without them is accepted but fails at publish time (platform_results), not with a 400. */
    TikTokOptions: {
      /** @enum {string} */
      privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
      disableComment: boolean;
      brandContentToggle: boolean;
      brandOrganicToggle: boolean;
      isAigc: boolean;
      /** @enum {string} */
      postMode?: "DIRECT_POST" | "MEDIA_UPLOAD";
      disableDuet?: boolean;
      disableStitch?: boolean;
      videoCoverTimestampMs?: number;
      autoAddMusic?: boolean;
      photoCoverIndex?: number;
      photoTitle?: string;
    } & {
      [key: string]: unknown;
    };
    TwitterOptions: {
      chainItems?: ({
        text: string;
        /** Format: uri */
        mediaUrl?: string;
        /** @enum {string} */
        mediaType?: "image" | "video";
        altText?: string;
      } & {
        [key: string]: unknown;
      })[];
    } & {
      [key: string]: unknown;
    };
    /** @description The `required` fields are required by the network: a post without them is accepted but fails at publish time (platform_results), not with a 400. */
    YouTubeOptions: {
      title: string;
      categoryId: string;
      madeForKids: boolean;
      /** @enum {string} */
      privacyStatus?: "public" | "unlisted" | "private";
      tags?: string[];
      defaultLanguage?: string;
      containsSyntheticMedia?: boolean;
      embeddable?: boolean;
      publicStatsViewable?: boolean;
      /** @enum {string} */
      license?: "youtube" | "creativeCommon";
      /** Format: uri */
      thumbnailUrl?: string;
    } & {
      [key: string]: unknown;
    };
    AccountMapping: {
      /** @enum {string} */
      platform:
        "instagram" | "facebook" | "twitter" | "linkedin" | "youtube" | "tiktok" | "threads" | "bluesky" | "mastodon" | "telegram" | "discord" | "pinterest";
      accountId?: string;
    };
    /**
     * @description `accountMappings` is the canonical channel selection (required unless the single-channel form `platforms` + `accountId` is used). Unknown top-level fields are rejected with 400; unknown keys inside `platformOptions` are ignored.
     * @example {
     *       "accountMappings": [
     *         {
     *           "platform": "bluesky"
     *         },
     *         {
     *           "platform": "mastodon"
     *         }
     *       ],
     *       "caption": "Our spring collection is live",
     *       "status": "draft"
     *     }
     * @example {
     *       "accountMappings": [
     *         {
     *           "platform": "youtube"
     *         }
     *       ],
     *       "caption": "Behind the scenes",
     *       "mediaUrls": [
     *         "https://cdn.example.com/clip.mp4"
     *       ],
     *       "platformOptions": {
     *         "youtube": {
     *           "title": "Behind the scenes",
     *           "categoryId": "22",
     *           "madeForKids": false
     *         }
     *       },
     *       "status": "scheduled",
     *       "scheduledAt": "2026-12-01T09:00:00Z"
     *     }
     */
    CreatePostRequest: {
      accountMappings?: components["schemas"]["AccountMapping"][];
      title?: string;
      caption?: string;
      platforms?: (
        "instagram" | "facebook" | "twitter" | "linkedin" | "youtube" | "tiktok" | "threads" | "bluesky" | "mastodon" | "telegram" | "discord" | "pinterest"
      )[];
      accountId?: string;
      mediaUrls?: string[];
      /** @enum {string} */
      mediaType?: "image" | "video";
      /** @enum {string} */
      postType?: "post" | "reel" | "story";
      hashtags?: string[];
      platformCaptions?: {
        [key: string]: string;
      };
      platformOptions?: components["schemas"]["PlatformOptions"];
      /** @enum {string} */
      status?: "draft" | "scheduled" | "published";
      /** Format: date-time */
      scheduledAt?: string;
    };
    CreatePostResult: {
      postIds: string[];
      /** @enum {string} */
      status: "draft" | "scheduled" | "queued";
      dispatchDeferred: boolean;
    };
    PlatformResult: {
      platform: string;
      success: boolean;
      error?: string;
      remote_post_id?: string;
      remote_publish_id?: string;
      remote_permalink?: string;
    };
    Post: {
      /** Format: uuid */
      id: string;
      title: string | null;
      caption: string | null;
      platforms: string[];
      /** @enum {string} */
      status: "draft" | "scheduled" | "queued" | "published" | "partial_published" | "failed";
      scheduled_at: string | null;
      published_at: string | null;
      media_urls: string[];
      media_type: ("image" | "video") | null;
      connected_account_id: string | null;
      platform_results: components["schemas"]["PlatformResult"][];
      created_at: string;
      queued_since?: string;
      attempts?: number;
      next_attempt_at?: string | null;
      approval: components["schemas"]["PostApproval"];
    };
    /** @description Only sent fields change. Allowed while the post is draft or scheduled. `mediaType: null` clears it (mixed media). */
    UpdatePostRequest: {
      title?: string;
      caption?: string;
      hashtags?: string[];
      mediaUrls?: string[];
      mediaType?: ("image" | "video") | null;
      /** @enum {string} */
      postType?: "post" | "reel" | "story";
      platforms?: (
        "instagram" | "facebook" | "twitter" | "linkedin" | "youtube" | "tiktok" | "threads" | "bluesky" | "mastodon" | "telegram" | "discord" | "pinterest"
      )[];
      connectedAccountId?: string;
      platformOptions?: components["schemas"]["PlatformOptions"];
      /** @enum {string} */
      status?: "draft" | "scheduled";
      /** Format: date-time */
      scheduledAt?: string;
      accountMappings?: components["schemas"]["AccountMapping"][];
      platformCaptions?: {
        [key: string]: string;
      };
    };
    ValidatePostResult: {
      valid: boolean;
      problems: components["schemas"]["ValidationProblem"][];
    };
    ValidationProblem: {
      platform:
        | ("instagram" | "facebook" | "twitter" | "linkedin" | "youtube" | "tiktok" | "threads" | "bluesky" | "mastodon" | "telegram" | "discord" | "pinterest")
        | null;
      accountId: string | null;
      field: string;
      message: string;
    };
    AnalyticsResult: {
      /** @enum {string} */
      period: "7d" | "30d" | "90d" | "all";
      summary: {
        totals: {
          [key: string]: number;
        };
        byPlatform: {
          [key: string]: {
            [key: string]: number;
          };
        };
      };
      posts: {
        postId: string;
        caption: string | null;
        publishedAt: string | null;
        platform: string;
        views: number | null;
        likes: number | null;
        comments: number | null;
        shares: number | null;
        reach: number | null;
        saves: number | null;
        impressions: number | null;
        reposts: number | null;
        totalInteractions: number | null;
        fetchedAt: string | null;
        error: string | null;
        notes?: string | null;
      }[];
    };
    /** @description `type` and that type's fields. `position` (0 = first) is optional: without it the block goes last. link: label, url (http(s)), thumbnailUrl, startsAt/endsAt (shown only within the window). header: text. text: text. social: accountIds (default: every connected account). posts: count (1–12, default 6), postLinks (post id → URL each tile opens). embed: url (YouTube or Spotify). */
    CreateLinkBlockRequest:
      | {
          label: string;
          url: string;
          thumbnailUrl?: string | null;
          startsAt?: string | null;
          endsAt?: string | null;
          /** @constant */
          type: "link";
          position?: number;
        }
      | {
          text: string;
          /** @constant */
          type: "header";
          position?: number;
        }
      | {
          text: string;
          /** @constant */
          type: "text";
          position?: number;
        }
      | {
          accountIds?: string[] | null;
          /** @constant */
          type: "social";
          position?: number;
        }
      | {
          count?: number;
          postLinks?: {
            [key: string]: string;
          };
          /** @constant */
          type: "posts";
          position?: number;
        }
      | {
          url: string;
          /** @constant */
          type: "embed";
          position?: number;
        };
    /** @description A new draft page. `slug` is lower-cased; unknown fields are a 400; a slug in use is a 409. */
    CreateLinkPageRequest: {
      slug: string;
      title: string;
      bio?: string | null;
      avatarUrl?: string | null;
      /** @enum {string} */
      theme?: "light" | "dark" | "sand" | "forest" | "ocean" | "rose";
      accentColor?: string | null;
    };
    /** @description Unique visitors are counted per day (the hash salt changes daily); over a period they are the sum of the days. */
    LinkAnalytics: {
      /** @enum {string} */
      period: "7d" | "30d" | "90d" | "all";
      from: string;
      to: string;
      totals: {
        views: number;
        uniqueVisitors: number;
        clicks: number;
        clickThroughRate: number | null;
      };
      days: {
        date: string;
        views: number;
        uniqueVisitors: number;
        clicks: number;
      }[];
      blocks: {
        blockId: string;
        type: string | null;
        label: string | null;
        clicks: number;
        clickThroughRate: number | null;
        days: {
          date: string;
          clicks: number;
        }[];
      }[];
      referrers: {
        domain: string;
        views: number;
      }[];
    };
    /** @description `id`, `type`, `position` and the fields of that type. */
    LinkBlock: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      type: "link" | "header" | "text" | "social" | "posts" | "embed";
      position: number;
      label?: string;
      url?: string;
      thumbnailUrl?: string | null;
      startsAt?: string | null;
      endsAt?: string | null;
      text?: string;
      accountIds?: string[] | null;
      count?: number;
      postLinks?: {
        [key: string]: string;
      };
    };
    LinkPage: {
      /** Format: uuid */
      id: string;
      slug: string;
      publicUrl: string;
      title: string;
      bio: string | null;
      avatarUrl: string | null;
      /** @enum {string} */
      theme: "light" | "dark" | "sand" | "forest" | "ocean" | "rose";
      accentColor: string | null;
      /** @enum {string} */
      status: "draft" | "published";
      hasUnpublishedChanges: boolean;
      publishedVersion: number | null;
      publishedAt: string | null;
      createdAt: string;
      updatedAt: string;
      blocks: components["schemas"]["LinkBlock"][];
    };
    LinkPageSummary: {
      /** Format: uuid */
      id: string;
      slug: string;
      publicUrl: string;
      title: string;
      bio: string | null;
      avatarUrl: string | null;
      /** @enum {string} */
      theme: "light" | "dark" | "sand" | "forest" | "ocean" | "rose";
      accentColor: string | null;
      /** @enum {string} */
      status: "draft" | "published";
      hasUnpublishedChanges: boolean;
      publishedVersion: number | null;
      publishedAt: string | null;
      createdAt: string;
      updatedAt: string;
      blockCount: number;
      totals: {
        views: number;
        uniqueVisitors: number;
        clicks: number;
      };
    };
    /** @description Every block id of the page, exactly once, in the new order. */
    ReorderLinkBlocksRequest: {
      blockIds: string[];
    };
    /** @description Fields of the block's own type (its `type` cannot change); only sent fields change, null clears an optional field. */
    UpdateLinkBlockRequest: {
      [key: string]: unknown;
    };
    /** @description Only sent fields change (null clears bio, avatarUrl, accentColor). Changes stay in the draft until published; `status: draft` takes the public page down. */
    UpdateLinkPageRequest: {
      slug?: string;
      title?: string;
      bio?: string | null;
      avatarUrl?: string | null;
      /** @enum {string} */
      theme?: "light" | "dark" | "sand" | "forest" | "ocean" | "rose";
      accentColor?: string | null;
      /** @constant */
      status?: "draft";
    };
    /**
     * @description Unknown fields are rejected with 400.
     * @example {
     *       "url": "https://hooks.example.com/postlane",
     *       "events": [
     *         "post.published",
     *         "post.failed"
     *       ],
     *       "description": "Zapier: outcomes to Slack"
     *     }
     */
    CreateWebhookRequest: {
      /** Format: uri */
      url: string;
      events: (
        | "post.created"
        | "post.updated"
        | "post.deleted"
        | "post.scheduled"
        | "post.published"
        | "post.partial_published"
        | "post.failed"
        | "post.approval_requested"
        | "post.approved"
        | "post.changes_requested"
        | "account.connected"
        | "account.disconnected"
        | "account.requires_reauth"
        | "idea.created"
        | "idea.moved"
        | "link_page.published"
      )[];
      description?: string;
    };
    /** @description How long the previous secret keeps signing beside the new one (default 24; 0 stops it at once). */
    RotateWebhookSecretRequest: {
      overlapHours?: number;
    };
    /**
     * @description Only sent fields change; unknown fields are rejected with 400. The secret is changed by rotate-secret only.
     * @example {
     *       "enabled": true
     *     }
     * @example {
     *       "url": "https://hooks.example.com/v2",
     *       "events": [
     *         "post.published"
     *       ],
     *       "description": null
     *     }
     */
    UpdateWebhookRequest: {
      /** Format: uri */
      url?: string;
      events?: (
        | "post.created"
        | "post.updated"
        | "post.deleted"
        | "post.scheduled"
        | "post.published"
        | "post.partial_published"
        | "post.failed"
        | "post.approval_requested"
        | "post.approved"
        | "post.changes_requested"
        | "account.connected"
        | "account.disconnected"
        | "account.requires_reauth"
        | "idea.created"
        | "idea.moved"
        | "link_page.published"
      )[];
      description?: string | null;
      enabled?: boolean;
    };
    WebhookDelivery: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      eventId: string;
      eventType: string;
      /** @enum {string} */
      status: "pending" | "succeeded" | "failed";
      attempts: number;
      responseStatus: number | null;
      latencyMs: number | null;
      responseExcerpt: string | null;
      lastAttemptAt: string | null;
      nextAttemptAt: string | null;
      deliveredAt: string | null;
      createdAt: string;
    };
    Webhook: {
      /** Format: uuid */
      id: string;
      url: string;
      description: string | null;
      events: (
        | "post.created"
        | "post.updated"
        | "post.deleted"
        | "post.scheduled"
        | "post.published"
        | "post.partial_published"
        | "post.failed"
        | "post.approval_requested"
        | "post.approved"
        | "post.changes_requested"
        | "account.connected"
        | "account.disconnected"
        | "account.requires_reauth"
        | "idea.created"
        | "idea.moved"
        | "link_page.published"
      )[];
      enabled: boolean;
      disabledAt: string | null;
      disabledReason: string | null;
      failingSince: string | null;
      previousSecretExpiresAt: string | null;
      createdAt: string;
    };
    WebhookWithSecret: {
      webhook: components["schemas"]["Webhook"];
      secret: string;
    };
    /** @description A CreatePostRequest without `status` and `scheduledAt`: the post is scheduled at the next free slot. */
    AddToQueueRequest: {
      accountMappings?: components["schemas"]["AccountMapping"][];
      title?: string;
      caption?: string;
      platforms?: (
        "instagram" | "facebook" | "twitter" | "linkedin" | "youtube" | "tiktok" | "threads" | "bluesky" | "mastodon" | "telegram" | "discord" | "pinterest"
      )[];
      accountId?: string;
      mediaUrls?: string[];
      /** @enum {string} */
      mediaType?: "image" | "video";
      /** @enum {string} */
      postType?: "post" | "reel" | "story";
      hashtags?: string[];
      platformCaptions?: {
        [key: string]: string;
      };
      platformOptions?: components["schemas"]["PlatformOptions"];
    };
    AddToQueueResult: {
      postIds: string[];
      /** @constant */
      status: "scheduled";
      scheduled_at: string;
    };
    PostingSchedule: {
      /** Format: uuid */
      account_id: string;
      platform: string;
      platform_username: string;
      time_zone: string | null;
      slots: components["schemas"]["PostingSlot"][];
    };
    /** @description A weekly posting time: ISO weekday (1 = Monday) and HH:MM in the schedule's time zone. */
    PostingSlot: {
      day: number;
      time: string;
    };
    QueueEntry: {
      at: string;
      slot_account_ids: string[];
      posts: {
        /** Format: uuid */
        id: string;
        title: string | null;
        caption: string | null;
        scheduled_at: string;
        account_ids: string[];
        awaiting_approval: boolean;
      }[];
    };
    /** @description Replaces the account's posting times; repeats are dropped and the slots sorted. */
    SetPostingScheduleRequest: {
      timeZone: string;
      slots: components["schemas"]["PostingSlot"][];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
