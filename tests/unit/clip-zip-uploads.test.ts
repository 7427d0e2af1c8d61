import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { originalPath } from "~/lib/photo-layout";
import { getStorage } from "~/services/backend/backend.server";
import { editionArchive } from "~/services/galleries/photo-zip.server";
import { shutdownImagePool } from "~/services/images/image-processing.server";
import { variantQueueIdle } from "~/services/images/variants.server";
import { setReviewState } from "~/services/review/photo-review.server";
import { savePhoto } from "~/services/uploads/photos.server";
import { makeClip } from "../fixtures/clips";
import { makeJpeg } from "../fixtures/images";
import { useBackend, type BackendKind } from "../support/backends";
import { uploadForm } from "../support/upload";
import { zipEntries } from "../support/zip";

afterAll(async () => {
  await variantQueueIdle();
  await shutdownImagePool();
});

async function send(file: { bytes: Uint8Array; name: string; type: string }, title: string): Promise<string> {
  const result = await savePhoto(
    new Request("http://localhost/add-photo", {
      method: "POST",
      body: uploadForm({ file, fields: { edition: "FSW25", title } }),
    }),
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.key;
}

async function unzip(archive: NodeJS.ReadableStream): Promise<Map<string, Buffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(Buffer.from(chunk as Buffer));
  return zipEntries(Buffer.concat(chunks));
}

describe.each(["local", "firebase"] as BackendKind[])(
  "an uploaded clip in the ZIP on the %s backend",
  { timeout: 120_000 },
  (kind) => {
    const backend = useBackend(kind, { uploadRateLimit: 0 });

    it("is the stored rendition, named after its title with .mp4, beside a photo of the same title", async () => {
      const photo = await send({ bytes: await makeJpeg(320, 240), name: "deck.jpg", type: "image/jpeg" }, "On deck");
      const clip = await send(await makeClip("h264-mov"), "On deck");
      const untitled = await send({ ...(await makeClip("portrait")), name: "IMG_0042.MOV", type: "video/quicktime" }, "");
      await setReviewState([photo, clip, untitled], "approved", "ana@example.org");
      const files = await unzip((await editionArchive("fsw25"))!);
      expect([...files.keys()].sort()).toEqual(["IMG_0042.mp4", "On-deck.jpg", "On-deck.mp4"]);
      const stored = path.join(backend.dataDir, "rendition.mp4");
      await (await getStorage()).download(originalPath(clip), stored, { maxBytes: 64 * 1024 * 1024 });
      expect(files.get("On-deck.mp4")!.equals(await fs.readFile(stored))).toBe(true);
      expect(files.get("On-deck.mp4")!.subarray(4, 8).toString("latin1")).toBe("ftyp");
    });
  },
);
