import { Jimp } from "jimp";
import { shrink } from "./app/workers/resize.mjs";
const w = 4000, h = 3000;
const src = Buffer.alloc(w * h * 4);
for (let i = 0; i < src.length; i++) src[i] = (i & 3) === 3 ? 255 : (i * 2654435761) >>> 24;
const cpu = (f) => { const c = process.cpuUsage(); f(); const d = process.cpuUsage(c); return (d.user + d.system) / 1000; };
const res = { jimp: [], shrink: [] };
for (let r = 0; r < 5; r++) {
  for (const [name, fn] of [["jimp", (i) => i.resize({ w: 2560, h: 1920 })], ["shrink", (i) => shrink(i, { w: 2560, h: 1920 })]]) {
    const img = Jimp.fromBitmap({ data: Buffer.from(src), width: w, height: h });
    res[name].push(cpu(() => fn(img)));
  }
}
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
console.log("jimp", res.jimp.map(Math.round), "shrink", res.shrink.map(Math.round), "ratio", (med(res.jimp) / med(res.shrink)).toFixed(2));
