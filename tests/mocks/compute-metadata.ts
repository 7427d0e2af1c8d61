import { http } from "msw";
import { SCOPES, serve } from "./common";
import type { GoogleMockState } from "./state";

/**
 * The metadata server of Google's hosts (Compute Engine, Cloud Run, App Engine, GKE), where
 * Application Default Credentials get a token for the service account the host runs as, when no
 * key is configured. google-auth-library asks both addresses at once and takes the first answer.
 */
export const METADATA_HOSTS = ["http://169.254.169.254", "http://metadata.google.internal", "http://metadata.google.internal."];

export interface ComputeMetadataOptions {
  /** The host's service account. */
  serviceAccount: string;
  projectId: string;
}

const FLAVOR = { "Metadata-Flavor": "Google" } as const;
// What a default Compute Engine service account gets when the caller names no scopes.
const DEFAULT_SCOPES = [SCOPES.cloudPlatform, SCOPES.userinfoEmail];

function text(body: string, status = 200): Response {
  return new Response(body, { status, headers: { "Content-Type": "application/text", ...FLAVOR } });
}

/** The server refuses requests without the Metadata-Flavor header (a guard against SSRF). */
function flavored(request: Request, answer: () => Response): Response {
  if (request.headers.get("metadata-flavor") !== "Google") return text("Missing Metadata-Flavor:Google header.", 403);
  return answer();
}

export function computeMetadataHandlers(state: GoogleMockState, options: ComputeMetadataOptions) {
  const isAccount = (name: string | readonly string[] | undefined) => name === "default" || name === options.serviceAccount;
  return METADATA_HOSTS.flatMap((host) => {
    const base = `${host}/computeMetadata/v1`;
    return [
      http.get(`${base}/instance`, ({ request }) => serve(state, "oauth", request, () => flavored(request, () => text("")))),
      http.get(`${base}/project/project-id`, ({ request }) =>
        serve(state, "oauth", request, () => flavored(request, () => text(options.projectId))),
      ),
      http.get(`${base}/instance/service-accounts/:account/email`, ({ request, params }) =>
        serve(state, "oauth", request, () =>
          flavored(request, () => (isAccount(params.account) ? text(options.serviceAccount) : text("Not Found", 404))),
        ),
      ),
      http.get(`${base}/instance/service-accounts/:account/token`, ({ request, params }) =>
        serve(state, "oauth", request, ({ url }) =>
          flavored(request, () => {
            if (!isAccount(params.account)) return text("Not Found", 404);
            const scopes = url.searchParams.get("scopes")?.split(",").filter(Boolean) ?? DEFAULT_SCOPES;
            const issued = state.issueToken(options.serviceAccount, scopes, `${base}/instance/service-accounts/default/token`);
            return new Response(
              JSON.stringify({ access_token: issued.token, expires_in: state.tokenLifetimeSec, token_type: "Bearer" }),
              { headers: { "Content-Type": "application/json", ...FLAVOR } },
            );
          }),
        ),
      ),
    ];
  });
}
