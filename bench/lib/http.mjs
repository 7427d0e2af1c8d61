// Minimal loopback HTTP client for the benchmarks: node:http directly (no fetch/FormData machinery in
// the measured path), the multipart body built once and sent as one Buffer, every request with a timeout.
import http from "node:http";
import { randomBytes } from "node:crypto";

/** One request, timed from send to the last byte of the response body; `text: true` keeps the body as `text`. */
export function timedRequest(url, { method = "GET", headers = {}, body, agent, timeoutMs = 30_000, text = false } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(url, { method, headers, agent }, (res) => {
      let bytes = 0;
      const chunks = [];
      res.on("data", (chunk) => {
        bytes += chunk.length;
        if (text) chunks.push(chunk);
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          bytes,
          ms: performance.now() - started,
          ...(text ? { text: Buffer.concat(chunks).toString("utf8") } : {}),
        }),
      );
      res.on("error", reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${url} timed out after ${timeoutMs / 1000} s`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** A multipart/form-data body as a browser would send the upload form. */
export function multipartBody(fields, file) {
  const boundary = `----FswBenchBoundary${randomBytes(8).toString("hex")}`;
  const parts = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const body = Buffer.concat(parts);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
