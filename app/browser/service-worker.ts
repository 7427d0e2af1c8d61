/**
 * Registers the service worker five seconds after `load` (decision 022): from the bundle on a page
 * with scripts, and on the pages without through the inline script the server renders
 * (`registrationScript`), so no page makes a request of its own for the registration (decision 028).
 */
export const SERVICE_WORKER = "/sw.js";
export const AFTER_LOAD_MS = 5000;

export function registerServiceWorkerLater(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () =>
    setTimeout(() => void navigator.serviceWorker.register(SERVICE_WORKER).catch(() => undefined), AFTER_LOAD_MS);
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
