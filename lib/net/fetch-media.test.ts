import { afterEach, describe, expect, it } from "vitest";
import { resetEnv } from "../env";
import { resetStorage } from "../storage";
import { ownMediaPrefixes } from "./fetch-media";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnv();
  resetStorage();
});

describe("ownMediaPrefixes", () => {
  it("trusts where the storage serves media: APP_URL/media locally, the bucket or CDN_URL on S3", () => {
    process.env = { ...saved, APP_URL: "http://localhost:3130" };
    resetEnv();
    resetStorage();
    expect(ownMediaPrefixes()).toEqual(["http://localhost:3130/media"]);
    process.env = { ...saved, STORAGE_DRIVER: "s3", S3_BUCKET: "media", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s", S3_ENDPOINT: "http://10.0.0.9:9000", S3_FORCE_PATH_STYLE: "1", APP_URL: "https://app.example.com" };
    resetEnv();
    resetStorage();
    expect(ownMediaPrefixes()).toEqual(["http://10.0.0.9:9000/media"]);
    process.env.CDN_URL = "https://cdn.example.com/m";
    resetEnv();
    resetStorage();
    expect(ownMediaPrefixes()).toEqual(["https://cdn.example.com/m"]);
  });
});
