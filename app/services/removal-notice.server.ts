import type { RemovalRequest } from "~/lib/photo-layout";

/**
 * Tells the organisers at once that a visitor asked for a photo to be removed. For now it only logs
 * that a request was stored: never the reason or the address, which are the visitor's.
 */
export async function notifyRemovalRequest(request: RemovalRequest & { id: string }): Promise<void> {
  console.info(`Removal request stored (${request.id}).`);
}
