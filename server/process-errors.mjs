// @ts-check
import { inspect } from "node:util";

/**
 * What the server does with an error no code caught (decision 033). A promise rejected with no
 * handler is one operation that failed, often inside a library after its caller had given up: it is
 * logged with its stack and every other visitor goes on being served. An exception thrown with no
 * catch may have left anything half-done: it is logged and the process ends with status 1, for the
 * host to start a fresh one.
 * @param {NodeJS.EventEmitter} target the process
 * @param {{ error?: (message: string) => void, exit?: (code: number) => void }} [io]
 */
export function handleStrayErrors(target = process, io = {}) {
  const error = io.error ?? ((message) => console.error(message));
  const exit = io.exit ?? ((code) => process.exit(code));
  target.on("unhandledRejection", (reason) => {
    error(`Unhandled promise rejection (the site keeps serving): ${describe(reason)}`);
  });
  target.on("uncaughtException", (thrown) => {
    error(`Uncaught exception (the server stops, to be started afresh): ${describe(thrown)}`);
    exit(1);
  });
}

/** @param {unknown} reason */
function describe(reason) {
  return reason instanceof Error && reason.stack ? reason.stack : inspect(reason);
}
