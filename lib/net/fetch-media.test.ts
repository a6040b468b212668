import { afterEach, describe, expect, it } from "vitest";
import { resetEnv } from "../env";
import { resetStorage } from "../storage";
import { env } from "../env";
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
    process.env = {
      ...saved,
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "media",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
      S3_ENDPOINT: "http://10.0.0.9:9000",
      S3_FORCE_PATH_STYLE: "1",
      APP_URL: "https://app.example.com",
    };
    resetEnv();
    resetStorage();
    expect(ownMediaPrefixes()).toEqual(["http://10.0.0.9:9000/media"]);
    process.env.CDN_URL = "https://cdn.example.com/m";
    resetEnv();
    resetStorage();
    expect(ownMediaPrefixes()).toEqual(["https://cdn.example.com/m"]);
  });
});

describe("POSTLANE_MEDIA_ALLOWED_HOSTS", () => {
  it("is a comma-separated list of host or host:port; anything else stops the app with the setting named", () => {
    process.env = { ...saved, POSTLANE_MEDIA_ALLOWED_HOSTS: " Media.Internal:8080, 127.0.0.1 ,[::1]:9000," };
    resetEnv();
    expect(env().POSTLANE_MEDIA_ALLOWED_HOSTS).toEqual(["media.internal:8080", "127.0.0.1", "[::1]:9000"]);
    delete process.env.POSTLANE_MEDIA_ALLOWED_HOSTS;
    resetEnv();
    expect(env().POSTLANE_MEDIA_ALLOWED_HOSTS).toEqual([]);
    for (const bad of ["http://media.internal", "media.internal/path", "::1"]) {
      process.env.POSTLANE_MEDIA_ALLOWED_HOSTS = bad;
      resetEnv();
      expect(() => env(), bad).toThrow(/POSTLANE_MEDIA_ALLOWED_HOSTS must be comma-separated host or host:port/);
    }
  });
});
