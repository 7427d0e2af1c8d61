// The `node --import` preload of `npm run start:mocks`. Worker threads inherit the preload, and each
// thumbnail worker would otherwise start a mock server of its own and point its copy of the
// environment at it. Only the main thread serves the mocks; workers load nothing from here.
import { isMainThread } from "node:worker_threads";

if (isMainThread) await import("./serve");
