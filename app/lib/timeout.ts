/**
 * Settles as `work` does, or rejects with `new Error(message)` after `ms` milliseconds, whichever
 * comes first; `onTimeout` runs when time is up (to abort the work). The timer never outlives the
 * race, so a finished call keeps no process alive.
 */
export async function withTimeout<T>(work: Promise<T>, ms: number, message: string, onTimeout?: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new Error(message));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
