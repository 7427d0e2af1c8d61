import { Form, Link } from "@remix-run/react";
import { useI18n } from "~/i18n/use-i18n";
import { HONEYPOT_FIELD } from "~/lib/photo-upload";
import { MAX_EMAIL_LENGTH } from "~/lib/photo-mail";
import { privacyUrl } from "~/lib/urls";
import { FormField } from "./form-field";

/** "E-mail me when new photos of this edition are out", without JavaScript; `action` in the page's language. */
export function PhotoMailForm({ action, email, error }: { action: string; email?: string; error?: string }) {
  const { t, href } = useI18n();
  return (
    <section className="photo-mail card" aria-labelledby="photo-mail-title">
      <h2 id="photo-mail-title" className="subheading">
        {t("photoMail.form.title")}
      </h2>
      <Form method="post" action={action} className="photo-mail__form">
        <FormField
          name="email"
          type="email"
          label={t("photoMail.form.email")}
          hint={t("photoMail.form.hint")}
          maxLength={MAX_EMAIL_LENGTH}
          autoComplete="email"
          required
          defaultValue={email}
          error={error}
        />
        <FormField name={HONEYPOT_FIELD} label={t("upload.form.honeypot")} autoComplete="off" honeypot />
        <p className="field__hint">
          {t.rich("photoMail.form.privacy", { link: (words) => <Link to={href(privacyUrl("photo-mail"))}>{words}</Link> })}
        </p>
        <button type="submit" className="button button--primary">
          {t("photoMail.form.submit")}
        </button>
      </Form>
    </section>
  );
}
