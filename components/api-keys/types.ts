export interface ApiKeyRow {
  id: string;
  name: string;
  displayPrefix: string;
  mode: "live" | "test";
  scopes: string[];
  draftsOnly: boolean;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  createdBy: string;
  createdByEmail: string;
  /** The app this key was issued to through OAuth (its access token), if any. */
  connectedApp: string | null;
}
