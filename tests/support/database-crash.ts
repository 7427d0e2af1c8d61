/**
 * The writes of the embedded database's crash tests: each update puts one token in several
 * subtrees at once (one of them alternately a value written whole and a folder of files, so the
 * tree changes shape), records it in two logs and removes or writes one more node. After a crash
 * the tree must hold each token everywhere or nowhere.
 */
export const CRASH_ROOT = "crash";

export function isWhole(token: string): boolean {
  return Number(token.split("-").pop()) % 2 === 0;
}

export function crashUpdate(token: string): Record<string, unknown> {
  const whole = isWhole(token);
  return {
    [`${CRASH_ROOT}/alpha/cur`]: token,
    [`${CRASH_ROOT}/beta/x/cur`]: token,
    ...(whole
      ? { [`${CRASH_ROOT}/gamma`]: { deep: { er: { cur: token } }, other: token } }
      : { [`${CRASH_ROOT}/gamma/deep/er/cur`]: token, [`${CRASH_ROOT}/gamma/other`]: token }),
    [`${CRASH_ROOT}/log/a/${token}`]: true,
    [`${CRASH_ROOT}/log/b/${token}`]: true,
    [`${CRASH_ROOT}/gone`]: whole ? null : { token },
  };
}

interface CrashTree {
  alpha?: { cur?: string };
  beta?: { x?: { cur?: string } };
  gamma?: { deep?: { er?: { cur?: string } }; other?: string };
  log?: { a?: Record<string, true>; b?: Record<string, true> };
  gone?: { token?: string };
}

/** What the tree under CRASH_ROOT says: the token of the last update, and every way it is torn. */
export function inspectCrashTree(value: unknown): { token: string | undefined; logged: string[]; torn: string[] } {
  const tree = (value ?? {}) as CrashTree;
  const token = tree.alpha?.cur;
  const torn: string[] = [];
  const expect = (what: string, actual: unknown, wanted: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(wanted))
      torn.push(`${what}: ${JSON.stringify(actual)}, not ${JSON.stringify(wanted)}`);
  };
  if (token !== undefined) {
    expect("beta", tree.beta?.x?.cur, token);
    expect("gamma", tree.gamma?.deep?.er?.cur, token);
    expect("gamma other", tree.gamma?.other, token);
    expect("gone", tree.gone, isWhole(token) ? undefined : { token });
    expect("log a has the last token", tree.log?.a?.[token], true);
  }
  const a = Object.keys(tree.log?.a ?? {}).sort();
  expect("log b", Object.keys(tree.log?.b ?? {}).sort(), a);
  return { token, logged: a, torn };
}
