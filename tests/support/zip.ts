import yauzl from "yauzl";

/** The entries of a ZIP in the order they stand, each with its bytes. */
export async function zipEntries(body: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(body, { lazyEntries: true }, (e, z) => (e ? reject(e) : resolve(z))),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) =>
      zip.openReadStream(entry, async (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        for await (const c of stream) chunks.push(c as Buffer);
        files.set(entry.fileName, Buffer.concat(chunks));
        zip.readEntry();
      }),
    );
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });
  return files;
}
