// A process that writes the crash tests' updates into an embedded database until it is killed
// (bundled and run by tests/unit/database-crash.test.ts). Argument: JSON { dir, name, stopAt? }.
// It prints each token once its update has returned; with stopAt it makes one update and kills
// itself at that step of it.
import { LocalDatabase } from "~/services/backend/database.server";
import { crashUpdate } from "./database-crash";

const { dir, name, stopAt } = JSON.parse(process.argv[2] ?? "{}") as { dir: string; name: string; stopAt?: number };

const database = new LocalDatabase(dir, {
  afterStep: (done) => {
    if (done === stopAt) process.kill(process.pid, "SIGKILL");
  },
});

if (stopAt !== undefined) {
  await database.update("/", crashUpdate(name));
  process.stdout.write(`${name}\n`);
} else {
  for (let i = 0; ; i++) {
    const token = `${name}-${i}`;
    await database.update("/", crashUpdate(token));
    process.stdout.write(`${token}\n`);
  }
}
