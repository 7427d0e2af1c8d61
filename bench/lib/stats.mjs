// Small statistics helpers; percentiles by nearest rank on the sorted sample.
export function sorted(values) {
  return [...values].sort((a, b) => a - b);
}

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const s = sorted(values);
  const rank = Math.ceil((p / 100) * s.length);
  return s[Math.min(s.length - 1, Math.max(0, rank - 1))];
}

export function median(values) {
  if (values.length === 0) return NaN;
  const s = sorted(values);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function summary(values) {
  return {
    n: values.length,
    min: values.length ? Math.min(...values) : NaN,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    max: values.length ? Math.max(...values) : NaN,
    median: median(values),
  };
}

export const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : NaN);
