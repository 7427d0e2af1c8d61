import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detectFfmpeg } from "~/services/video/ffmpeg.server";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "fsw-ffmpeg-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A stand-in ffmpeg and ffprobe: a version line, and an encoder list without H.264. */
async function fakeTools(folder: string, encoders: string) {
  await writeFile(
    path.join(folder, "ffmpeg"),
    `#!/bin/sh\nif [ "$2" = "-encoders" ]; then printf '%s\\n' "${encoders}"; else echo "ffmpeg version 9.9-fake"; fi\n`,
  );
  await writeFile(path.join(folder, "ffprobe"), "#!/bin/sh\necho 'ffprobe version 9.9-fake'\n");
  await chmod(path.join(folder, "ffmpeg"), 0o755);
  await chmod(path.join(folder, "ffprobe"), 0o755);
}

describe("finding the system's ffmpeg", () => {
  it("on PATH, or at FFMPEG_PATH with ffprobe beside it: usable with its version", () => {
    const onPath = detectFfmpeg({ ffmpegPath: null });
    expect(onPath).toMatchObject({
      ok: true,
      tools: { ffmpeg: "ffmpeg", ffprobe: "ffprobe", version: expect.stringMatching(/^\d/) },
    });
    expect(detectFfmpeg({ ffmpegPath: "/usr/bin/ffmpeg" })).toMatchObject({
      ok: true,
      tools: { ffmpeg: "/usr/bin/ffmpeg", ffprobe: "/usr/bin/ffprobe" },
    });
  });

  it("says why it cannot be used: missing, no ffprobe beside it, or no H.264 or AAC encoder", async () => {
    expect(detectFfmpeg({ ffmpegPath: path.join(dir, "none/ffmpeg") })).toEqual({
      ok: false,
      reason: `${path.join(dir, "none/ffmpeg")} does not run (not found)`,
    });
    await fakeTools(dir, " V....D libx264  H.264\n A..... aac  AAC");
    expect(detectFfmpeg({ ffmpegPath: path.join(dir, "ffmpeg") })).toMatchObject({ ok: true, tools: { version: "9.9-fake" } });
    const bare = await mkdtemp(path.join(dir, "bare-"));
    await fakeTools(bare, " V....D libvpx  VP8\n A..... aac  AAC");
    expect(detectFfmpeg({ ffmpegPath: path.join(bare, "ffmpeg") })).toEqual({
      ok: false,
      reason: `${path.join(bare, "ffmpeg")} 9.9-fake has no libx264 encoder`,
    });
    const noProbe = await mkdtemp(path.join(dir, "noprobe-"));
    await fakeTools(noProbe, "");
    await rm(path.join(noProbe, "ffprobe"));
    expect(detectFfmpeg({ ffmpegPath: path.join(noProbe, "ffmpeg") })).toEqual({
      ok: false,
      reason: `${path.join(noProbe, "ffprobe")} does not run (not found)`,
    });
  });
});
