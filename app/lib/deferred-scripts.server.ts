/** The template that holds a page's client runtime until its first frame is drawn (app/root.tsx). */
export const DEFERRED_SCRIPTS_ID = "deferred-scripts";

/**
 * Moves the template's scripts into the page once its first frame is on screen (a frame after the
 * next one has begun), at the template's own place, where the browser runs them; a hidden tab, which
 * draws no frames, gets them within a second. Server only: the browser keeps the script it was sent.
 */
export const START_DEFERRED_SCRIPTS = `(()=>{let s=0;const g=()=>{const t=document.getElementById("${DEFERRED_SCRIPTS_ID}");if(s++||!t)return;t.replaceWith(document.importNode(t.content,true))};requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(g)));setTimeout(g,1000)})()`;
