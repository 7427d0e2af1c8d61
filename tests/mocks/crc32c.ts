/**
 * CRC32C (Castagnoli, reflected polynomial 0x82F63B78), as Cloud Storage reports it in `crc32c`
 * and `x-goog-hash`: the 32-bit value big-endian, base64-encoded.
 */

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The CRC32C of `bytes`; pass a previous result as `previous` to continue over several buffers. */
export function crc32c(bytes: Uint8Array, previous = 0): number {
  let crc = (previous ^ 0xffffffff) >>> 0;
  for (let i = 0; i < bytes.length; i++) {
    crc = TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export function crc32cBase64(bytes: Uint8Array): string {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(crc32c(bytes));
  return out.toString("base64");
}
