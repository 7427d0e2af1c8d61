/* global navigator, addEventListener */
// Keeps the pages of the coming week for use without a connection (decision 022).
if ("serviceWorker" in navigator) addEventListener("load", () => navigator.serviceWorker.register("/sw.js"));
