// Downscaling in the image worker. Both functions average areas of the source, as jimp's resizer
// does when shrinking, but walk the bitmap row by row: jimp's walks it column by column and spends
// most of an upload's image work in cache misses (decision 030).

/** Halves both sides of a jimp image in place, each new pixel the average of a 2×2 square. */
export function halve(image) {
  const { width, height, data } = image.bitmap;
  const w = width >> 1;
  const h = height >> 1;
  const out = Buffer.alloc(w * h * 4);
  const row = width * 4;
  for (let y = 0; y < h; y++) {
    let i = y * 2 * row;
    let o = y * w * 4;
    for (let x = 0; x < w; x++, i += 8) {
      for (let c = 0; c < 4; c++, o++) {
        out[o] = (data[i + c] + data[i + 4 + c] + data[i + row + c] + data[i + row + 4 + c] + 2) >> 2;
      }
    }
  }
  image.bitmap.data = out;
  image.bitmap.width = w;
  image.bitmap.height = h;
}

/**
 * Which source cells each of `to` target cells covers, and by how much, when `from` cells shrink to
 * `to`: target cell t covers [t·r, (t+1)·r) with r = from / to, the first and last partly.
 */
function coverage(from, to) {
  const ratio = from / to;
  const span = Math.ceil(ratio) + 1;
  const first = new Int32Array(to);
  const count = new Int32Array(to);
  const weight = new Float32Array(to * span);
  for (let t = 0; t < to; t++) {
    const start = t * ratio;
    const end = Math.min(from, start + ratio);
    const i0 = Math.floor(start);
    first[t] = i0;
    let n = 0;
    for (let i = i0; i < end && n < span; i++, n++) weight[t * span + n] = Math.min(end, i + 1) - Math.max(start, i);
    count[t] = n;
  }
  return { first, count, weight, span };
}

/**
 * One source row (RGBA bytes from `start`) shrunk across into `line`: colour averaged over its
 * visible pixels, alpha over all; with every pixel opaque (as decoded from a JPEG), a plain average.
 */
function shrinkRow(data, start, xs, xRatio, line, opaque) {
  const { first, count, weight, span } = xs;
  if (opaque) {
    const v = 1 / xRatio;
    for (let tx = 0, o = 0; o < line.length; tx++, o += 4) {
      let r = 0;
      let g = 0;
      let b = 0;
      const base = tx * span;
      let i = start + first[tx] * 4;
      for (let n = 0; n < count[tx]; n++, i += 4) {
        const wx = weight[base + n];
        r += data[i] * wx;
        g += data[i + 1] * wx;
        b += data[i + 2] * wx;
      }
      line[o] = r * v;
      line[o + 1] = g * v;
      line[o + 2] = b * v;
      line[o + 3] = 255;
    }
    return;
  }
  for (let tx = 0, o = 0; o < line.length; tx++, o += 4) {
    let r = 0;
    let g = 0;
    let b = 0;
    let a = 0;
    let visible = 0;
    const base = tx * span;
    let i = start + first[tx] * 4;
    for (let n = 0; n < count[tx]; n++, i += 4) {
      const wx = weight[base + n];
      const alpha = data[i + 3];
      a += alpha * wx;
      if (alpha !== 0) {
        r += data[i] * wx;
        g += data[i + 1] * wx;
        b += data[i + 2] * wx;
        visible += wx;
      }
    }
    const v = visible > 0 ? 1 / visible : 0;
    line[o] = r * v;
    line[o + 1] = g * v;
    line[o + 2] = b * v;
    line[o + 3] = a / xRatio;
  }
}

/**
 * Shrinks a jimp image in place to `w` wide (and `h` high, else in proportion, rounded as jimp
 * does). Each target pixel is the area average of the source pixels it covers; the colour of fully
 * transparent pixels does not count, as in jimp. Any side that would grow goes to jimp's resizer.
 * @template {{ bitmap: { data: Buffer, width: number, height: number }, resize: Function }} T
 * @param {T} image
 * @param {{ w: number, h?: number }} size
 * @returns {T}
 */
export function shrink(image, { w, h }) {
  const { data, width, height } = image.bitmap;
  const targetWidth = Math.round(w) || 1;
  const targetHeight = Math.round(h ?? height * (w / width)) || 1;
  if (targetWidth > width || targetHeight > height) return image.resize({ w: targetWidth, h: targetHeight });
  if (targetWidth === width && targetHeight === height) return image;
  const xs = coverage(width, targetWidth);
  const ys = coverage(height, targetHeight);
  const xRatio = width / targetWidth;
  const yRatio = height / targetHeight;
  const out = Buffer.alloc(targetWidth * targetHeight * 4);
  const line = new Float32Array(targetWidth * 4);
  // One target row being summed from its source rows: colour weighted by visibility, its weight, alpha.
  const sum = new Float64Array(targetWidth * 4);
  const seen = new Float64Array(targetWidth);
  // A source row straddling two target rows is shrunk once, for both.
  let lineRow = -1;
  let opaque = true;
  for (let i = 3; i < data.length && opaque; i += 4) opaque = data[i] === 255;
  for (let ty = 0; ty < targetHeight; ty++) {
    sum.fill(0);
    seen.fill(0);
    for (let k = 0; k < ys.count[ty]; k++) {
      const sy = ys.first[ty] + k;
      const wy = ys.weight[ty * ys.span + k];
      if (sy !== lineRow) shrinkRow(data, sy * width * 4, xs, xRatio, line, opaque);
      lineRow = sy;
      if (opaque) {
        for (let o = 0; o < sum.length; o += 4) {
          sum[o] += line[o] * wy;
          sum[o + 1] += line[o + 1] * wy;
          sum[o + 2] += line[o + 2] * wy;
        }
        continue;
      }
      for (let tx = 0, o = 0; tx < targetWidth; tx++, o += 4) {
        sum[o + 3] += line[o + 3] * wy;
        if (line[o + 3] !== 0) {
          sum[o] += line[o] * wy;
          sum[o + 1] += line[o + 1] * wy;
          sum[o + 2] += line[o + 2] * wy;
          seen[tx] += wy;
        }
      }
    }
    let o = ty * targetWidth * 4;
    if (opaque) {
      const v = 1 / yRatio;
      for (let s = 0; s < sum.length; s += 4) {
        out[o++] = Math.round(sum[s] * v);
        out[o++] = Math.round(sum[s + 1] * v);
        out[o++] = Math.round(sum[s + 2] * v);
        out[o++] = 255;
      }
      continue;
    }
    for (let tx = 0, s = 0; tx < targetWidth; tx++, s += 4) {
      const v = seen[tx] > 0 ? 1 / seen[tx] : 0;
      out[o++] = Math.round(sum[s] * v);
      out[o++] = Math.round(sum[s + 1] * v);
      out[o++] = Math.round(sum[s + 2] * v);
      out[o++] = Math.round(sum[s + 3] / yRatio);
    }
  }
  image.bitmap.data = out;
  image.bitmap.width = targetWidth;
  image.bitmap.height = targetHeight;
  return image;
}
