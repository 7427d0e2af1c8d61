import { useEffect } from "react";

/** Some pages always open at the top (docs/product.md, Pages), even when the browser would restore a position. */
export function useScrollToTop() {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}
