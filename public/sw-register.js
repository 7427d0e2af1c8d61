/* global navigator, addEventListener */
// Keeps the pages of the coming week for use without a connection (decision 022). Installing the
// worker fetches some thirty pages: a few seconds after this one has loaded, never competing with it.
if ("serviceWorker" in navigator)
  addEventListener("load", () => setTimeout(() => navigator.serviceWorker.register("/sw.js"), 5000));
