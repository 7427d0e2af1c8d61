import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormField } from "~/components/form-field";
import { ORGANISER_HEADERS, organiserMeta } from "~/http/organiser-page";
import { requireOrganiser } from "~/services/organisers/organiser-auth.server";
import { readOrganiserForm } from "~/services/organisers/organiser-form.server";
import { beginTotp, confirmTotp, disableTotp, totpState } from "~/services/organisers/organiser-totp.server";
import { accountPath } from "~/services/organisers/organisers.server";
import { getDatabase } from "~/services/backend/backend.server";
import { mailEnabled } from "~/services/mail/mail.server";
import { mailWanted, setMailWanted } from "~/services/organisers/organiser-mail.server";

export const meta: MetaFunction = () => organiserMeta("Security");

export async function loader({ request }: LoaderFunctionArgs) {
  const organiser = await requireOrganiser(request);
  const mail = { enabled: mailEnabled(), wanted: await mailWanted(organiser.email) };
  return json({ ...(await totpState(organiser.email)), mail }, { headers: ORGANISER_HEADERS });
}

export async function action({ request }: ActionFunctionArgs) {
  const { email } = await requireOrganiser(request);
  const form = await readOrganiserForm(request);
  const intent = form.get("intent");
  const code = String(form.get("code") ?? "");
  const answer = (data: { error?: string; done?: string; mailDone?: string }, status = 200) =>
    json(data, { status, headers: ORGANISER_HEADERS });
  switch (intent) {
    case "mail": {
      const wanted = form.get("wanted") === "on";
      await setMailWanted(email, wanted);
      return answer({ mailDone: wanted ? "You get the e-mails to organisers." : "No more e-mails go to you." });
    }
    case "begin":
      await beginTotp(email);
      return answer({});
    case "cancel":
      await getDatabase().update(accountPath(email), { totpPending: null });
      return answer({});
    case "confirm":
      return (await confirmTotp(email, code))
        ? answer({ done: "The second factor is on: from your next sign-in, the page asks for a code." })
        : answer({ error: "That code is not right. Please enter the code your app shows now." }, 400);
    case "disable":
      return (await disableTotp(email, code))
        ? answer({ done: "The second factor is off: signing in takes your password only." })
        : answer({ error: "That code is not right. Please enter the code your app shows now." }, 400);
    default:
      return answer({ error: "Please use one of the buttons on this page." }, 400);
  }
}

export default function SecurityPage() {
  const state = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section aria-labelledby="security-title" className="organiser-security">
      <h1 id="security-title">Security</h1>
      <h2>Second factor</h2>
      {result?.done ? (
        <div className="notice notice--success" role="status">
          <p>{result.done}</p>
        </div>
      ) : null}
      {state.on ? (
        <>
          <p>
            The second factor is <strong>on</strong>: signing in asks for the code of your authenticator app after your password.
          </p>
          <CodeForm intent="disable" label="Turn the second factor off" error={result?.error} />
        </>
      ) : state.setup ? (
        <>
          <p>Add this account to your authenticator app, then enter the code it shows to turn the second factor on.</p>
          <dl className="organiser-secret">
            <dt>Secret (type it into the app)</dt>
            <dd>
              <code>{state.setup.secret}</code>
            </dd>
            <dt>Or this setup link, if your app takes one</dt>
            <dd>
              <code>{state.setup.uri}</code>
            </dd>
          </dl>
          <CodeForm intent="confirm" label="Turn the second factor on" primary error={result?.error} />
          <Form method="post">
            <input type="hidden" name="intent" value="cancel" />
            <button type="submit" className="button button--secondary">
              Cancel
            </button>
          </Form>
        </>
      ) : (
        <>
          {result?.error ? (
            <div className="notice notice--error" role="alert">
              <p>{result.error}</p>
            </div>
          ) : null}
          <p>
            The second factor is <strong>off</strong>. With it on, signing in also asks for a six-digit code from an authenticator
            app on your phone, so a password alone is not enough.
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="begin" />
            <button type="submit" className="button button--primary">
              Set up the second factor
            </button>
          </Form>
        </>
      )}
      <MailSettings {...state.mail} done={result?.mailDone} />
    </section>
  );
}

function MailSettings({ enabled, wanted, done }: { enabled: boolean; wanted: boolean; done?: string }) {
  return (
    <>
      <h2>E-mail</h2>
      {done ? (
        <div className="notice notice--success" role="status">
          <p>{done}</p>
        </div>
      ) : null}
      {enabled ? null : (
        <p>The site sends no e-mail at the moment (no mail server is set up); this choice counts once it does.</p>
      )}
      <Form method="post" className="organiser-form">
        <input type="hidden" name="intent" value="mail" />
        <p>
          <label>
            <input type="checkbox" name="wanted" defaultChecked={wanted} key={String(wanted)} /> E-mail me when photos wait for
            review, after failed sign-ins and about removal requests
          </label>
        </p>
        <button type="submit" className="button button--secondary">
          Save
        </button>
      </Form>
    </>
  );
}

function CodeForm({ intent, label, primary, error }: { intent: string; label: string; primary?: boolean; error?: string }) {
  return (
    <Form method="post" className="organiser-form">
      <input type="hidden" name="intent" value={intent} />
      <FormField name="code" label="Code from your app" autoComplete="one-time-code" maxLength={6} error={error} required />
      <button type="submit" className={primary ? "button button--primary" : "button button--secondary"}>
        {label}
      </button>
    </Form>
  );
}
