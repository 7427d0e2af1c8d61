/**
 * What app/root.tsx needs on the server, from one module: the browser build replaces each `.server`
 * module with an empty one, and those the root shares with other routes would each be a request of
 * their own on every page with scripts (decision 023).
 */
export { now } from "../config/config.server";
export { siteSeo } from "../seo/event-node.server";
export { events } from "~/models/content.server";
export { DEFERRED_SCRIPTS_ID, START_DEFERRED_SCRIPTS } from "~/document/deferred-scripts.server";
