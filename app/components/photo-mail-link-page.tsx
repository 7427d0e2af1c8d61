import { Form } from "@remix-run/react";
import { BackLink } from "./back-link";

export interface PhotoMailLinkTexts {
  title: string;
  ask: string;
  button: string;
  done: string;
  invalid: string;
}

/** A link of the participants' mail: a question and one button; what the button did; or why the link does nothing. */
export function PhotoMailLinkPage({
  texts,
  back,
  works,
  action,
  result,
  page,
}: {
  texts: PhotoMailLinkTexts;
  back: string;
  works: boolean;
  action: string;
  result: { done: boolean; error: string | null } | undefined;
  page: string;
}) {
  let body;
  if (result?.done)
    body = (
      <p className="notice notice--success" role="status">
        {texts.done}
      </p>
    );
  else if (result || !works)
    body = (
      <p className="notice notice--error" role="alert">
        {result?.error ?? texts.invalid}
      </p>
    );
  else
    body = (
      <Form method="post" action={action} className="photo-mail__form">
        <p>{texts.ask}</p>
        <button type="submit" className="button button--primary">
          {texts.button}
        </button>
      </Form>
    );
  return (
    <section aria-labelledby="photo-mail-link-title" className="container section photo-mail">
      <header className="page-header">
        <h1 id="photo-mail-link-title">{texts.title}</h1>
      </header>
      {body}
      <BackLink to={page}>{back}</BackLink>
    </section>
  );
}
