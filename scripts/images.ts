// `npm run images`: makes every missing image variant in the configured backend (DATA_DIR, or Firebase
// when its variables are set), through the same services the site uses.
import { Presets, SingleBar } from "cli-progress";
import { describeBackend, getDatabase, getStorage } from "~/services/backend/backend.server";
import { refuseUnusableData, SchemaRefusal } from "~/services/backend/schema.server";
import { ConfigError, getConfig } from "~/config/config.server";
import { imageFolders } from "~/models/content.server";
import { shutdownImagePool } from "~/services/images/image-processing.server";
import { makeMissingVariants } from "~/services/images/variants.server";

async function main(): Promise<number> {
  const config = getConfig();
  console.info(`Image variants for ${describeBackend(config)}`);
  await refuseUnusableData(getDatabase());
  const storage = await getStorage();
  const bar = new SingleBar({ format: " {bar} {value}/{total} images | {path}", hideCursor: true }, Presets.shades_classic);
  let started = false;
  const results = await makeMissingVariants(storage, imageFolders(), {
    concurrency: config.thumbnails.concurrency,
    onStart: (total) => {
      if (total === 0) return;
      started = true;
      bar.start(total, 0, { path: "" });
    },
    onResult: (result) => bar.increment({ path: result.path }),
  });
  if (started) bar.stop();
  await shutdownImagePool();
  const made = results.filter((r) => r.outcome === "made").length;
  const had = results.filter((r) => r.outcome === "had-variants").length;
  const failed = results.filter((r) => r.outcome === "failed");
  console.info(`${results.length} images: ${made} made now, ${had} had their variants already, ${failed.length} failed.`);
  for (const f of failed) console.error(`  failed: ${f.path}: ${f.reason}`);
  return failed.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof SchemaRefusal ? error.message : error);
    process.exit(1);
  },
);
