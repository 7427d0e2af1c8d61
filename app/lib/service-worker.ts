/**
 * Registers the service worker from a page with scripts, five seconds after `load` like
 * public/sw-register.js does for the pages without: one request fewer for /add-photo (decisions
 * 022, 023).
 */
export const SERVICE_WORKER = "/sw.js";
const AFTER_LOAD_MS = 5000;

export function registerServiceWorkerLater(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () =>
    setTimeout(() => void navigator.serviceWorker.register(SERVICE_WORKER).catch(() => undefined), AFTER_LOAD_MS);
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
