// Samples a process's resident memory from /proc/<pid>/status (Linux): VmRSS now and VmHWM, the
// kernel's own high-water mark, which also catches peaks between two samples.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

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

/** The pids of every process below `pid` (its children, theirs, …), from /proc/<pid>/task/<tid>/children. */
export function descendantsOf(pid) {
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift();
    let tasks = [];
    try {
      tasks = readdirSync(`/proc/${parent}/task`);
    } catch {
      continue; // ended meanwhile
    }
    for (const tid of tasks) {
      let text = "";
      try {
        text = readFileSync(`/proc/${parent}/task/${tid}/children`, "utf8");
      } catch {
        continue;
      }
      for (const child of text.split(" ").filter(Boolean).map(Number)) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

const commOf = (pid) => readFileSync(`/proc/${pid}/comm`, "utf8").trim();

/**
 * Samples the resident memory of a process and every process below it (ffmpeg and ffprobe children)
 * every intervalMs until stop(). Each sample sums VmRSS over the tree (shared library pages count once
 * per process: a little above what the machine spends). Each child's own VmHWM is read while it lives,
 * so the largest single child is caught even between two samples. Returns { samples, peakMb (the
 * largest sum), rootHwmMb, children: { byName: { ffmpeg: { count, peakMb } … }, mostAtOnce } }.
 */
export function startTreeSampler(pid, intervalMs = 50) {
  const t0 = performance.now();
  const samples = [];
  const seen = new Map(); // pid → { name, peakMb }
  let mostAtOnce = 0;
  const take = () => {
    let rootMb;
    try {
      rootMb = readMemory(pid).rssMb;
    } catch {
      return; // the server is gone
    }
    let childrenMb = 0;
    const pids = descendantsOf(pid);
    for (const child of pids) {
      try {
        const memory = readMemory(child);
        if (!Number.isFinite(memory.rssMb)) continue; // a zombie: exited, not yet reaped
        const known = seen.get(child) ?? { name: "", peakMb: 0 };
        // Read each time: a child first seen between fork and exec still bears its parent's name.
        known.name = commOf(child);
        known.peakMb = Math.max(known.peakMb, memory.rssMb, memory.hwmMb);
        seen.set(child, known);
        childrenMb += memory.rssMb;
      } catch {
        // ended between the listing and the read
      }
    }
    mostAtOnce = Math.max(mostAtOnce, pids.length);
    samples.push({
      tMs: Math.round(performance.now() - t0),
      rssMb: Math.round((rootMb + childrenMb) * 10) / 10,
      serverMb: Math.round(rootMb * 10) / 10,
      children: pids.length,
    });
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      let rootHwmMb = NaN;
      try {
        rootHwmMb = readMemory(pid).hwmMb;
      } catch {
        // gone
      }
      const byName = {};
      for (const { name, peakMb } of seen.values()) {
        const entry = (byName[name] ??= { count: 0, peakMb: 0 });
        entry.count += 1;
        entry.peakMb = Math.max(entry.peakMb, peakMb);
      }
      const peak = samples.reduce((best, s) => (s.rssMb > best.rssMb ? s : best), samples[0] ?? { rssMb: NaN });
      return {
        samples,
        peakMb: peak.rssMb,
        peakSample: peak,
        serverPeakSampledMb: Math.max(...samples.map((s) => s.serverMb)),
        rootHwmMb,
        children: { byName, mostAtOnce },
        intervalMs,
      };
    },
  };
}

const TICKS_PER_SECOND = 100;

/** User + system CPU time of a process, all its threads and its children that have ended (ffmpeg), in ms (Linux). */
export function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // After "pid (comm) ": state is field 3, utime 14, stime 15, cutime 16, cstime 17.
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}
