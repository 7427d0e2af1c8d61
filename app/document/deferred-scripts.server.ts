export const DEFERRED_SCRIPTS_ID = "deferred-scripts";

/** Runs the scripts after the first frame (decision 015); a hidden tab draws none, so it gets them within a second. */
export const START_DEFERRED_SCRIPTS = `(()=>{let s=0;const g=()=>{const t=document.getElementById("${DEFERRED_SCRIPTS_ID}");if(s++||!t)return;t.replaceWith(document.importNode(t.content,true))};requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(g)));setTimeout(g,1000)})()`;
