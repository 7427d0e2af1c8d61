import { useEffect } from "react";

/** Some pages always open at the top (SPEC §2), even when the browser would restore a position. */
export function useScrollToTop() {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}
