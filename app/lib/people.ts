import type { Medal, RoleLabel, TeamGroup } from "../../data/types";
import type { MessageKey } from "~/i18n/messages/en";

/** The two kinds of person pages: teachers and musicians (the product's /teachers/{name}), and skippers. */
export type PersonKind = "teachers" | "skippers";

// The team's groups and roles are fixed values of the content (data/types.ts), the same in every
// language; these are the words each one is shown with.

export const TEAM_GROUP_KEYS = {
  Corestaff: "team.group.corestaff",
  "Forró Teachers & Musicians": "team.group.teachers",
  "Skippers & Co-Skippers": "team.group.skippers",
  Partners: "team.group.partners",
} as const satisfies Record<TeamGroup, MessageKey>;

export const ROLE_LABEL_KEYS = {
  "Founder/Organizer": "team.role.founder",
  Skipper: "team.role.skipper",
  "Co-Skipper": "team.role.coSkipper",
  "Forró Teacher": "team.role.teacher",
  Sanfoneiro: "team.role.sanfoneiro",
  "Content Producer": "team.role.contentProducer",
  "Ticket System Provider": "team.role.ticketSystem",
} as const satisfies Record<RoleLabel, MessageKey>;

/** The medal of a boat tier on its card ("gold"). */
export const MEDAL_KEYS = {
  gold: "rates.medal.gold",
  silver: "rates.medal.silver",
  bronze: "rates.medal.bronze",
} as const satisfies Partial<Record<Medal, MessageKey>>;

/** A boat tier's page names its tier ("gold tier"); the saloon berth goes by its own title. */
export const TIER_KEYS = {
  gold: "rates.tier.gold",
  silver: "rates.tier.silver",
  bronze: "rates.tier.bronze",
} as const satisfies Partial<Record<Medal, MessageKey>>;
