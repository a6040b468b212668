import { afterEach, describe, expect, it } from "vitest";
import { resetEnv } from "../env";
import { resetStorage, storage } from "./index";

const saved = { ...process.env };

afterEach(() => {
  process.env = { ...saved };
  resetEnv();
  resetStorage();
});

function withEnv(vars: Record<string, string>) {
  process.env = { ...saved, ...vars };
  resetEnv();
  resetStorage();
}

describe("storage driver selection", () => {
  it("is local by default, serving from APP_URL/media unless CDN_URL says otherwise", () => {
    withEnv({ APP_URL: "https://post.example.com/" });
    expect(storage().name).toBe("local");
    expect(storage().publicUrl("w/a.png")).toBe("https://post.example.com/media/w/a.png");
    withEnv({ APP_URL: "https://post.example.com", CDN_URL: "https://cdn.example.com" });
    expect(storage().publicUrl("w/a.png")).toBe("https://cdn.example.com/w/a.png");
  });

  it("is s3 with STORAGE_DRIVER=s3, and names the settings it is missing", () => {
    withEnv({ STORAGE_DRIVER: "s3", S3_BUCKET: "b" });
    expect(() => storage()).toThrow("STORAGE_DRIVER=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY");
    withEnv({
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "b",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(storage().name).toBe("s3");
    expect(storage().publicUrl("w/a.png")).toBe("http://127.0.0.1:9000/b/w/a.png");
  });
});
