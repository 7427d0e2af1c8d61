// Samples a process's resident memory from /proc/<pid>/status (Linux): VmRSS now and VmHWM, the
// kernel's own high-water mark, which also catches peaks between two samples.
import { readFileSync, writeFileSync } from "node:fs";

export function readMemory(pid) {
  const text = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name) => {
    const m = new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(text);
    return m ? Number(m[1]) : NaN;
  };
  return { rssMb: kb("VmRSS") / 1024, hwmMb: kb("VmHWM") / 1024 };
}

/** Resets VmHWM to the current RSS (writing 5 to clear_refs, Linux ≥ 4.0); false where not allowed. */
export function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** Samples every intervalMs until stop(); returns { samples: [{tMs, rssMb}], peakMb, hwmMb }. */
export function startSampler(pid, intervalMs = 50) {
  const t0 = performance.now();
  const samples = [];
  const take = () => {
    try {
      samples.push({ tMs: Math.round(performance.now() - t0), rssMb: readMemory(pid).rssMb });
    } catch {
      // the process is gone; stop() reports what was sampled
    }
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      let hwmMb = NaN;
      try {
        hwmMb = readMemory(pid).hwmMb;
      } catch {
        // gone
      }
      const peakMb = Math.max(...samples.map((s) => s.rssMb));
      return { samples, peakMb, hwmMb, intervalMs };
    },
  };
}
