import type { MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () =>
  pageMeta("Share your photos", "Upload your photos of Forró Sailing Week for the event gallery.");

export default function AddPhotoPage() {
  return (
    <div className="container section">
      <header className="page-header">
        <p className="kicker">Event gallery</p>
        <h1>Share your photos</h1>
        <p className="lead">The photo uploader opens here soon.</p>
      </header>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
