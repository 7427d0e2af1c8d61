import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { DEFAULT_BUCKET } from "../mocks/state";
import { ROOT, startServer, type TestServer } from "./server";

/** The environment that points the organiser command at a test server's backend: its DATA_DIR, or its modelled Firebase. */
export function organiserCommandEnv(server: TestServer): NodeJS.ProcessEnv {
  if (!server.mockOrigin) return { ...process.env, DATA_DIR: server.dataDir };
  const mock = new URL(server.mockOrigin);
  // The command talks to the same modelled database over HTTP, as it would to the emulator.
  return {
    ...process.env,
    FIREBASE_PROJECT_ID: "fsw-test",
    FIREBASE_STORAGE_BUCKET: "fsw-test.firebasestorage.app",
    FIREBASE_DATABASE_URL: "https://fsw-test-default-rtdb.firebaseio.com",
    STORAGE_EMULATOR_HOST: mock.origin,
    FIREBASE_DATABASE_EMULATOR_HOST: mock.host,
  };
}

/** `npm run organiser -- add EMAIL` against the server's backend, the password piped in as a person would. */
export function addOrganiser(server: TestServer, email: string, password: string): SpawnSyncReturns<string> {
  return spawnSync("npm", ["run", "--silent", "organiser", "--", "add", email], {
    cwd: ROOT,
    input: `${password}\n`,
    env: organiserCommandEnv(server),
    encoding: "utf8",
  });
}

/** Another copy of the site on `first`'s modelled Firebase (the database and bucket it was started with). */
export function startSecondCopy(first: TestServer, env: Record<string, string>): Promise<TestServer> {
  const backend = organiserCommandEnv(first);
  return startServer({
    ...env,
    FIREBASE_PROJECT_ID: backend.FIREBASE_PROJECT_ID!,
    FIREBASE_STORAGE_BUCKET: DEFAULT_BUCKET,
    FIREBASE_DATABASE_URL: backend.FIREBASE_DATABASE_URL!,
    STORAGE_EMULATOR_HOST: backend.STORAGE_EMULATOR_HOST!,
    FIREBASE_DATABASE_EMULATOR_HOST: backend.FIREBASE_DATABASE_EMULATOR_HOST!,
  });
}
