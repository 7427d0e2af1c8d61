// Module hook for bench/images.mjs: the server bundle is loaded with the cover of fsw25 named as a
// JPEG (covers/fsw25.jpg), as an organiser would write it in data/events.ts after adding the photo.
// Only this benchmark's server process loads it (through bench/lib/cover-hook.mjs).
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.endsWith("/build/index.js")) return result;
  const source = String(result.source).replaceAll('"covers/fsw25.svg"', '"covers/fsw25.jpg"');
  return { ...result, source };
}
