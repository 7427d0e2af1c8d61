/** Rejects with `new Error(message)` (or the error `message` makes) after `ms`, calling `onTimeout`; the timer never outlives the race. */
export async function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  message: string | (() => Error),
  onTimeout?: () => void,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(typeof message === "string" ? new Error(message) : message());
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
