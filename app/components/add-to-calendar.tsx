import { ExternalLink } from "./external-link";
import { Icon } from "./icon";

/** Plain links, so they work without JavaScript: a download for any calendar app, and Google's template. */
export function AddToCalendar({ title, ics, google }: { title: string; ics: string; google: string }) {
  return (
    <section className="people" aria-labelledby="add-to-calendar">
      <h3 id="add-to-calendar" className="people__title">
        Add to calendar
      </h3>
      <ul className="people__list">
        <li>
          <a href={ics} download>
            <Icon name="calendar" /> Calendar file (.ics)<span className="visually-hidden"> for {title}</span>
          </a>
        </li>
        <li>
          <ExternalLink href={google}>
            Google Calendar<span className="visually-hidden"> for {title} (opens in a new window)</span>
          </ExternalLink>
        </li>
      </ul>
    </section>
  );
}
