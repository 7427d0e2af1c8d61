// `npm run demo-media`: draws every demo image and writes it to data/demo-media/<storage path>, the
// folder the server seeds from. Run it after changing a drawing and commit the files; the unit tests
// fail while the generator and the committed files disagree.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { demoMediaDir } from "../../app/services/backend/seed.server";
import { demoMedia } from "./index";

const dir = demoMediaDir();
// The folder holds nothing else, so a drawing that was dropped leaves no stale file behind.
await rm(dir, { recursive: true, force: true });
let bytes = 0;
const items = demoMedia();
for (const item of items) {
  const file = path.join(dir, ...item.path.split("/"));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, item.body);
  bytes += Buffer.byteLength(item.body);
}
console.info(`Wrote ${items.length} demo images (${Math.round(bytes / 1024)} KiB) to ${path.relative(process.cwd(), dir)}`);
