import { deleteApp, getApps } from "firebase-admin/app";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { describeBackend } from "~/services/backend/backend.server";
import { parseConfig } from "~/config/config.server";
import { createFirebaseBackend } from "~/services/backend/firebase/app.server";
import { FirebaseRestDatabase } from "~/services/backend/firebase/database.server";
import { createGoogleMocks, DEFAULT_BUCKET, DEFAULT_DATABASE, type GoogleMocks } from "../mocks";
import { startMockServer, type MockServer } from "../mocks/node";
import { FAST_RETRY } from "../support/backends";

// A Google host (Cloud Run, App Engine, a VM) with a service account attached, and no key anywhere.
const HOST_ACCOUNT = "fsw-site@fsw-test.iam.gserviceaccount.com";
const EMULATOR = "http://127.0.0.1:9000";
const record = { title: "Sunset", uploadedBy: "anonymous" };
// The first token from the metadata server takes a second or so (host detection): no short attempt timeout here.
const PATIENT_RETRY = { ...FAST_RETRY, deadlineMs: 30_000, attemptTimeoutMs: 15_000 };

let mocks: GoogleMocks;
let server: MockServer;
const savedKeyFile = process.env.GOOGLE_APPLICATION_CREDENTIALS;

beforeAll(() => {
  delete process.env.GOOGLE_APPLICATION_CREDENTIALS;
  mocks = createGoogleMocks({
    computeMetadata: { serviceAccount: HOST_ACCOUNT, projectId: "fsw-test" },
    rtdbEmulatorHosts: [EMULATOR],
  });
  server = startMockServer(mocks);
});

afterEach(() => {
  mocks.reset({ tokens: true });
});

afterAll(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
  server?.close();
  if (savedKeyFile !== undefined) process.env.GOOGLE_APPLICATION_CREDENTIALS = savedKeyFile;
});

describe("Firebase without a key (Application Default Credentials)", () => {
  const env = {
    FIREBASE_PROJECT_ID: "fsw-test",
    FIREBASE_STORAGE_BUCKET: DEFAULT_BUCKET,
    FIREBASE_DATABASE_URL: `https://${DEFAULT_DATABASE}.firebaseio.com`,
  };

  it("starts, and the log line says where the credentials come from", () => {
    const config = parseConfig(env);
    expect(config.firebase?.serviceAccount).toBeNull();
    expect(describeBackend(config)).toContain("Application Default Credentials");
  });

  // Finding the host's credentials takes google-auth-library about two seconds of probing on its own
  // (3.5 s for the test alone); beside other files of a busy run it has taken over 20.
  it("writes the record and the image with the token of the host's service account", { timeout: 60_000 }, async () => {
    const { storage, database } = createFirebaseBackend(parseConfig(env).firebase!, {
      operationRetry: PATIENT_RETRY,
      uploadRetry: PATIENT_RETRY,
    });
    await database.create("events/fsw25/1700000000000-adc", record);
    expect(mocks.readDatabase("events/fsw25/1700000000000-adc")).toEqual(record);
    await storage.put("images/originals/1700000000000-adc", "jpeg bytes", { contentType: "image/jpeg" });
    expect(mocks.readObject(DEFAULT_BUCKET, "images/originals/1700000000000-adc")?.bytes.toString()).toBe("jpeg bytes");
    const tokens = [...mocks.state.oauth.tokens.values()];
    expect(tokens.length).toBeGreaterThan(0);
    for (const t of tokens) {
      expect(t.clientEmail).toBe(HOST_ACCOUNT);
      expect(t.endpoint).toContain("/computeMetadata/v1/instance/service-accounts/");
    }
    expect(server.unhandled).toEqual([]);
  });

  it("still refuses a key file that is not there", () => {
    expect(() => parseConfig({ ...env, GOOGLE_APPLICATION_CREDENTIALS: "/nowhere/key.json" })).toThrow(
      "GOOGLE_APPLICATION_CREDENTIALS: no key file at /nowhere/key.json",
    );
  });
});

describe("the database namespace", () => {
  const database = (databaseUrl: string, emulatorHost: string | null = null) =>
    new FirebaseRestDatabase({ databaseUrl, emulatorHost, getAccessToken: async () => "owner", retry: FAST_RETRY });

  it("comes from ns= in an emulator-style URL", async () => {
    await database(`${EMULATOR}?ns=my-project`).create("events/fsw25/k1", record);
    expect(mocks.readDatabase("events/fsw25/k1", "my-project")).toEqual(record);
    expect(mocks.readDatabase("events/fsw25/k1", "127")).toBeNull();
  });

  it("comes from ns= also when FIREBASE_DATABASE_EMULATOR_HOST names the emulator", async () => {
    await database(`${EMULATOR}?ns=my-project`, "127.0.0.1:9000").create("events/fsw25/k2", record);
    expect(mocks.readDatabase("events/fsw25/k2", "my-project")).toEqual(record);
  });

  it("comes from the host name's first label otherwise", async () => {
    await database(`https://${DEFAULT_DATABASE}.firebaseio.com`, "127.0.0.1:9000").create("events/fsw25/k3", record);
    expect(mocks.readDatabase("events/fsw25/k3", DEFAULT_DATABASE)).toEqual(record);
  });

  it("is required: a URL that names none stops the server at start-up", () => {
    for (const url of [EMULATOR, "http://localhost:9000/", "http://[::1]:9000"]) {
      expect(() =>
        parseConfig({ FIREBASE_PROJECT_ID: "fsw-test", FIREBASE_STORAGE_BUCKET: DEFAULT_BUCKET, FIREBASE_DATABASE_URL: url }),
      ).toThrow(/FIREBASE_DATABASE_URL: names no database: add \?ns=/);
    }
    const config = parseConfig({
      FIREBASE_PROJECT_ID: "fsw-test",
      FIREBASE_STORAGE_BUCKET: DEFAULT_BUCKET,
      FIREBASE_DATABASE_URL: `${EMULATOR}?ns=my-project`,
    });
    expect(config.firebase?.databaseUrl).toBe(`${EMULATOR}?ns=my-project`);
  });
});
