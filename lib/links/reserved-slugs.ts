// Slugs a page may not take: words that name the app's own routes or would mislead visitors (/l/admin).
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "about", "account", "accounts", "admin", "analytics", "api", "app", "assets", "auth", "billing", "blog", "c",
  "dashboard", "docs", "edit", "functions", "help", "home", "ideas", "inngest", "l", "legal", "links", "login",
  "logout", "media", "new", "null", "postlane", "posts", "pricing", "privacy", "root", "settings", "signin",
  "signout", "signup", "static", "status", "support", "terms", "undefined", "www",
]);
