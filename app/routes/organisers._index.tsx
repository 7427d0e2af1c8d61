import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireOrganiser } from "~/services/organiser-auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOrganiser(request);
  return null;
}

/** The review queue comes here (docs/ORGANISERS.md, Review). */
export default function ReviewPage() {
  return (
    <section aria-labelledby="review-title">
      <h1 id="review-title">Review</h1>
      <p>Photos waiting for review will be listed here.</p>
    </section>
  );
}
