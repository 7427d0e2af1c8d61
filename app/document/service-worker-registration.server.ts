import { AFTER_LOAD_MS, SERVICE_WORKER } from "~/browser/service-worker";

/**
 * The registration a page without scripts carries inline, allowed by its hash in the policy
 * (decision 028): the same timing as `registerServiceWorkerLater`, in one line of plain script.
 */
export const REGISTRATION_SCRIPT =
  `if("serviceWorker"in navigator)addEventListener("load",()=>setTimeout(()=>` +
  `navigator.serviceWorker.register(${JSON.stringify(SERVICE_WORKER)}).catch(()=>{}),${AFTER_LOAD_MS}))`;
