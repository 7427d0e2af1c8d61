import { events } from "./events";
import { faq } from "./faq";
import { home } from "./home";
import { disclaimers, legalEntity, stakeholders } from "./legal";
import { rateTiers } from "./rates";
import { socialLinks } from "./social";
import { team } from "./team";
import { privacy } from "./privacy";
import { accessibility } from "./accessibility";

export * from "./types";
export { events, faq, home, disclaimers, legalEntity, stakeholders, rateTiers, socialLinks, team, privacy, accessibility };

/** All festival content in one object, as checked by `checkContent` in data/schema.ts. */
export const content = {
  events,
  team,
  rateTiers,
  faq,
  legalEntity,
  stakeholders,
  disclaimers,
  socialLinks,
  home,
  privacy,
  accessibility,
};
export type Content = typeof content;
