import { afterEach, describe, expect, it, vi } from "vitest";
import { withTimeout } from "~/lib/timeout";

afterEach(() => vi.useRealTimers());

describe("withTimeout", () => {
  it("gives the work's value, and leaves no timer behind", async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.resolve(7), 1000, "late")).resolves.toBe(7);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("passes the work's own failure through", async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.reject(new Error("broken")), 1000, "late")).rejects.toThrow("broken");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects with the message when the time is up, and calls onTimeout once", async () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    const never = new Promise<number>(() => {});
    const raced = withTimeout(never, 1000, "Listing timed out", onTimeout);
    const outcome = expect(raced).rejects.toThrow("Listing timed out");
    await vi.advanceTimersByTimeAsync(999);
    expect(onTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
