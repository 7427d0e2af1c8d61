import type { RemovalRequest } from "~/lib/photo-layout";
import { organisersUrl } from "~/lib/urls";
import { notifyOrganisers } from "../organisers/organiser-mail.server";

/** The reason and reply address go only into the organisers' mail, never into the log. */
export async function notifyRemovalRequest(request: RemovalRequest & { id: string }): Promise<void> {
  console.info(`Removal request stored (${request.id}).`);
  const lines = [
    `Someone asked for the photo ${request.key} to be removed.`,
    `Why: ${request.why}`,
    request.email ? `They would like an answer at ${request.email}.` : "They left no address for an answer.",
    "The photo stays where it is until an organiser hides or deletes it.",
  ];
  notifyOrganisers("removal request", {
    subject: "A photo removal request",
    text: lines.join("\n"),
    link: { path: organisersUrl(), label: "Open the removal requests" },
  });
}
