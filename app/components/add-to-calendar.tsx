import { useI18n } from "~/i18n/use-i18n";
import { ExternalLink } from "./external-link";
import { Icon } from "./icon";

/**
 * Plain links, so they work without JavaScript: a download for any calendar app, and Google's template.
 * `ics` is the calendar file in the page's language.
 */
export function AddToCalendar({ title, ics, google }: { title: string; ics: string; google: string }) {
  const { t } = useI18n();
  const hidden = (words: string) => <span className="visually-hidden">{words}</span>;
  return (
    <section className="people" aria-labelledby="add-to-calendar">
      <h3 id="add-to-calendar" className="people__title">
        {t("calendar.add")}
      </h3>
      <ul className="people__list">
        <li>
          <a href={ics} download>
            <Icon name="calendar" /> {t.rich("calendar.file", { hidden }, { title })}
          </a>
        </li>
        <li>
          <ExternalLink href={google}>{t.rich("calendar.google", { hidden }, { title })}</ExternalLink>
        </li>
      </ul>
    </section>
  );
}
