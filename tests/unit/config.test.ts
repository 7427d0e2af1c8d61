import { describe, expect, it } from "vitest";
import { describeBackend } from "~/services/backend/backend.server";
import { ConfigError, parseConfig } from "~/config/config.server";

const serviceAccount = JSON.stringify({
  type: "service_account",
  project_id: "fsw-test",
  private_key: "-----BEGIN PRIVATE KEY-----\nSECRET-KEY-MATERIAL\n-----END PRIVATE KEY-----\n",
  client_email: "site@fsw-test.iam.gserviceaccount.com",
});
const firebase = {
  FIREBASE_PROJECT_ID: "fsw-test",
  FIREBASE_STORAGE_BUCKET: "fsw-test.appspot.com",
  FIREBASE_DATABASE_URL: "https://fsw-test-default-rtdb.firebaseio.com/",
};

function errorOf(env: Record<string, string>): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a ConfigError");
}

describe("configuration", () => {
  it("defaults to the embedded backend with the documented limits", () => {
    const config = parseConfig({});
    expect(config.firebase).toBeNull();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.maxUploadBytes).toBe(25 * 1024 * 1024);
    expect(config.uploadRateLimit).toBe(10);
    expect(config.siteNow).toBeNull();
    expect(describeBackend(config)).toContain("embedded");
  });

  it("treats empty variables as unset", () => {
    expect(parseConfig({ SITE_NOW: "", PORT: "" }).siteNow).toBeNull();
  });

  it("names each bad variable and what is wrong", () => {
    const message = errorOf({ PORT: "eighty", SITE_NOW: "next summer", UPLOAD_RATE_LIMIT: "-1" });
    expect(message).toContain("PORT: must be a whole number");
    expect(message).toContain("SITE_NOW: must be an ISO date");
    expect(message).toContain("UPLOAD_RATE_LIMIT");
  });

  it("reads the upload and variant queue limits, naming a wrong one", () => {
    expect(parseConfig({}).variantQueueLimit).toBe(500);
    expect(parseConfig({}).uploadQueueBytes).toBe(2 * 1024 * 1024 * 1024);
    expect(parseConfig({ UPLOAD_QUEUE_BYTES: "1000", VARIANT_QUEUE_LIMIT: "0" })).toMatchObject({
      uploadQueueBytes: 1000,
      variantQueueLimit: 0,
    });
    const message = errorOf({ VARIANT_QUEUE_LIMIT: "-1", UPLOAD_QUEUE_BYTES: "lots" });
    expect(message).toContain("VARIANT_QUEUE_LIMIT");
    expect(message).toContain("UPLOAD_QUEUE_BYTES");
  });

  it("gathers the retention periods the privacy notice shows, in whole days (hours for partial uploads)", () => {
    expect(parseConfig({}).retention).toEqual({
      hiddenPhotoDays: 30,
      closedRemovalRequestDays: 90,
      auditDays: 365,
      sessionDays: 14,
      partialUploadHours: 24,
      photoMailDays: 90,
    });
    const set = {
      RETAIN_HIDDEN_PHOTO_DAYS: "7",
      RETAIN_REMOVAL_REQUEST_DAYS: "0",
      RETAIN_AUDIT_DAYS: "90",
      UPLOAD_PARTIAL_HOURS: "6",
      RETAIN_PHOTO_MAIL_DAYS: "30",
    };
    expect(parseConfig(set).retention).toMatchObject({
      hiddenPhotoDays: 7,
      closedRemovalRequestDays: 0,
      auditDays: 90,
      partialUploadHours: 6,
      photoMailDays: 30,
    });
    const message = errorOf({ RETAIN_HIDDEN_PHOTO_DAYS: "0", RETAIN_REMOVAL_REQUEST_DAYS: "1.5", RETAIN_AUDIT_DAYS: "4000" });
    expect(message).toContain("RETAIN_HIDDEN_PHOTO_DAYS: must be at least 1");
    expect(message).toContain("RETAIN_REMOVAL_REQUEST_DAYS: must be a whole number");
    expect(message).toContain("RETAIN_AUDIT_DAYS: must be at most 3650");
  });

  it("freezes the clock with SITE_NOW", () => {
    expect(parseConfig({ SITE_NOW: "2026-05-01T12:00:00Z" }).siteNow?.toISOString()).toBe("2026-05-01T12:00:00.000Z");
  });

  it("refuses a half-done Firebase configuration, naming what is missing", () => {
    const message = errorOf({ FIREBASE_PROJECT_ID: "fsw-test" });
    expect(message).toContain("Incomplete Firebase configuration");
    expect(message).toContain("FIREBASE_STORAGE_BUCKET");
    expect(message).toContain("FIREBASE_DATABASE_URL");
    // A key is not required: without one, Application Default Credentials are used.
    expect(message).not.toContain("FIREBASE_SERVICE_ACCOUNT");
  });

  it("refuses credentials that are not a service account", () => {
    expect(errorOf({ ...firebase, FIREBASE_SERVICE_ACCOUNT: '{"hello":1}' })).toContain("FIREBASE_SERVICE_ACCOUNT");
    expect(
      errorOf({ ...firebase, FIREBASE_STORAGE_BUCKET: "gs://fsw-test.appspot.com", FIREBASE_SERVICE_ACCOUNT: serviceAccount }),
    ).toContain("FIREBASE_STORAGE_BUCKET");
  });

  it("accepts a complete Firebase configuration and never logs a secret", () => {
    const config = parseConfig({ ...firebase, FIREBASE_SERVICE_ACCOUNT: serviceAccount });
    expect(config.firebase).toMatchObject({
      projectId: "fsw-test",
      storageBucket: "fsw-test.appspot.com",
      databaseUrl: "https://fsw-test-default-rtdb.firebaseio.com",
    });
    const line = describeBackend(config);
    expect(line).toContain("Firebase project fsw-test");
    expect(line).not.toContain("SECRET-KEY-MATERIAL");
    expect(line).not.toContain("client_email");
  });

  it("needs no credentials when both emulators are set", () => {
    const config = parseConfig({
      ...firebase,
      STORAGE_EMULATOR_HOST: "http://127.0.0.1:9199",
      FIREBASE_DATABASE_EMULATOR_HOST: "127.0.0.1:9000",
    });
    expect(config.firebase?.serviceAccount).toBeNull();
    expect(describeBackend(config)).toContain("database emulator 127.0.0.1:9000");
    expect(describeBackend(config)).toContain("no credentials (emulators)");
    // One emulator only: the real database needs credentials, the host's own when no key is given.
    expect(describeBackend(parseConfig({ ...firebase, STORAGE_EMULATOR_HOST: "http://127.0.0.1:9199" }))).toContain(
      "Application Default Credentials",
    );
  });

  it("takes the Firebase CLI's FIREBASE_STORAGE_EMULATOR_HOST (no protocol) too, and refuses a bare host for STORAGE_EMULATOR_HOST", () => {
    const config = parseConfig({
      ...firebase,
      FIREBASE_STORAGE_EMULATOR_HOST: "127.0.0.1:9199",
      FIREBASE_DATABASE_EMULATOR_HOST: "127.0.0.1:9000",
    });
    expect(config.firebase?.storageEmulatorHost).toBe("http://127.0.0.1:9199");
    expect(errorOf({ ...firebase, STORAGE_EMULATOR_HOST: "127.0.0.1:9199" })).toContain(
      "STORAGE_EMULATOR_HOST: must be an origin",
    );
  });
});
