// `node --import ./bench/lib/cover-hook.mjs`: registers bench/lib/cover-loader.mjs.
import { register } from "node:module";

register(new URL("./cover-loader.mjs", import.meta.url));
