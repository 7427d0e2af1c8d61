import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { handleStrayErrors } from "../../server/process-errors.mjs";

function serverProcess() {
  const target = new EventEmitter();
  const logged: string[] = [];
  const exits: number[] = [];
  handleStrayErrors(target, { error: (message) => logged.push(message), exit: (code) => exits.push(code) });
  return { target, logged, exits };
}

describe("errors no code caught (decision 033)", () => {
  it("logs a promise rejected with no handler once, with its stack, and keeps the server running", () => {
    const { target, logged, exits } = serverProcess();
    const stray = new Error("Cannot pipe to a closed or destroyed stream");
    target.emit("unhandledRejection", stray, Promise.resolve());
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("Unhandled promise rejection (the site keeps serving)");
    expect(logged[0]).toContain(stray.stack);
    expect(exits).toEqual([]);
  });

  it("logs a rejection with something other than an error as it is", () => {
    const { target, logged, exits } = serverProcess();
    target.emit("unhandledRejection", { code: 503 }, Promise.resolve());
    expect(logged[0]).toContain("{ code: 503 }");
    expect(exits).toEqual([]);
  });

  it("logs an uncaught exception with its stack and ends the process with status 1", () => {
    const { target, logged, exits } = serverProcess();
    const thrown = new TypeError("Cannot read properties of undefined");
    target.emit("uncaughtException", thrown, "uncaughtException");
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("Uncaught exception (the server stops, to be started afresh)");
    expect(logged[0]).toContain(thrown.stack);
    expect(exits).toEqual([1]);
  });
});
