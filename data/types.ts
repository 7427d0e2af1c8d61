// The festival's content model. Content modules in this folder are typed with these and
// checked by data/schema.ts in the tests, so broken content fails CI with the item and field named.

import type { Localized, Text } from "./localize";

export const TEAM_GROUPS = ["Corestaff", "Forró Teachers & Musicians", "Skippers & Co-Skippers", "Partners"] as const;
export type TeamGroup = (typeof TEAM_GROUPS)[number];

export const ROLE_LABELS = [
  "Founder/Organizer",
  "Skipper",
  "Co-Skipper",
  "Forró Teacher",
  "Sanfoneiro",
  "Content Producer",
  "Ticket System Provider",
] as const;
export type RoleLabel = (typeof ROLE_LABELS)[number];

export const MEDALS = ["gold", "silver", "bronze", "sbc"] as const;
export type Medal = (typeof MEDALS)[number];
export type RateTierId = "general" | Medal;

/** A storage path such as `misc/hero.svg` or `team/founder.svg`, resolved by the storage service. */
export type StoragePath = string;

/** An edition as written in data/events.ts: its words in every language, its facts once. */
export interface FestivalEventSource {
  /** fsw19 … fsw26 */
  id: string;
  title: Text;
  /** The harbour the flotilla sets out from, spelled as it is locally. */
  city: string;
  region: Text;
  /** Several paragraphs separated by blank lines ("\n\n"). */
  description: Text;
  teachers: string[];
  musicians: string[];
  /** Skippers and co-skippers, skipper first. */
  skippers: string[];
  boats?: string[];
  imgPath: StoragePath;
  /** [start, end] as ISO calendar dates, YYYY-MM-DD. */
  date: [start: string, end: string];
  /** Head count, or a short text in every language, or "" when unknown. */
  participants: number | "" | Text;
  cost: "";
  currency: "EUR";
  external_links: { ticket_system?: string };
}
/** An edition in one language, as pages see it. */
export type FestivalEvent = Localized<FestivalEventSource>;

/** A team member as written in data/team.ts. */
export interface TeamMemberSource {
  id: string;
  name: string;
  /** Several paragraphs separated by blank lines ("\n\n"). */
  description: Text;
  groupName: TeamGroup;
  role: RoleLabel;
  imgPath: StoragePath;
  /** Event ids the person took part in; may be empty. */
  editions: string[];
}
/** A team member in one language, as pages see it. */
export type TeamMember = Localized<TeamMemberSource>;

export interface TypicalBoatSource {
  boat: string;
  /** A web search link for the boat model. */
  googleLink: string;
}
export type TypicalBoat = Localized<TypicalBoatSource>;

export interface RateTierSource {
  id: RateTierId;
  title: Text;
  /** One-line summary shown on cards, e.g. the boat size. */
  summary: Text;
  description: Text;
  /** Only for `general`. */
  included?: Text[];
  /** Only for `general`. */
  notIncluded?: Text[];
  paragraphs: Text[];
  typicalBoats: TypicalBoatSource[];
  /** Card image for the tier, a storage path. Not used for `general`. */
  imgPath?: StoragePath;
  photoCredit?: Text;
}
export type RateTier = Localized<RateTierSource>;

export interface FaqTopicSource {
  question: Text;
  /** Line breaks ("\n") separate paragraphs. */
  answer: Text;
}
export type FaqTopic = Localized<FaqTopicSource>;
export interface FaqSubjectSource {
  subject: Text;
  topics: FaqTopicSource[];
}
export type FaqSubject = Localized<FaqSubjectSource>;

/** The imprint's facts: the same in every language. */
export interface LegalEntitySource {
  name: string;
  address: string;
  zip: string;
  city: string;
  phone: string;
  email: string;
  site: string;
  /** "Vertreten durch": the members of the board who represent the association. */
  board: string[];
  /** The association's entry in the register of associations (Vereinsregister). */
  register: { court: string; number: string };
  /** "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV": a person and an address. */
  contentResponsible: { name: string; address: string; zip: string; city: string };
}
export type LegalEntity = Localized<LegalEntitySource>;
export interface StakeholderSource {
  role: Text;
  /** A person's or company's name as it is; words (e.g. a group of people) in every language. */
  name: string | Text;
}
export type Stakeholder = Localized<StakeholderSource>;
export interface DisclaimerSource {
  title: Text;
  /** Line breaks ("\n") separate paragraphs. */
  text: Text;
}
export type Disclaimer = Localized<DisclaimerSource>;

export const ICON_IDS = [
  "map",
  "music",
  "anchor",
  "medal",
  "asterisk",
  "heart",
  "check",
  "close",
  "magnifier",
  "logo",
  "right-arrow",
  "facebook",
  "youtube",
  "instagram",
  "menu",
  "calendar",
  "bookmark",
  "external",
] as const;
export type IconId = (typeof ICON_IDS)[number];

/** A social network link as written in data/social.ts. Brand names are the same in every language. */
export interface SocialLinkSource {
  name: string;
  icon: IconId;
  link: string;
  color: string;
}
export type SocialLink = Localized<SocialLinkSource>;

export interface ProcessStepSource {
  title: Text;
  text: Text;
  icon: IconId;
}
export type ProcessStep = Localized<ProcessStepSource>;

/** A video's text version: what it shows, then passage by passage what is seen and what is said or sung. */
export interface VideoTranscriptSource {
  summary: Text;
  /** Written from the video itself; empty while nobody has done so. */
  passages: Array<{ seen: Text; said?: Text }>;
  /** True once someone has checked the captions YouTube shows against the words spoken and sung. */
  captionsChecked: boolean;
}

/** The home page as written in data/home.ts. */
export interface HomeContentSource {
  intro: { kicker: Text; title: Text; paragraphs: Text[]; heroImgPath: StoragePath };
  firstEdition: { eventId: string; title: Text; text: Text; imgPath: StoragePath };
  nextEdition: {
    eventId: string;
    title: Text;
    text: Text;
    imgPath: StoragePath;
    airport: { arrival: Text; departure: Text };
    exploration: Text[];
    featuredTeacher: string;
  };
  video: { title: Text; youtubeId: string; posterPath: StoragePath; caption: Text; transcript: VideoTranscriptSource };
  process: { title: Text; intro: Text; steps: [ProcessStepSource, ProcessStepSource, ProcessStepSource] };
}
/** The home page in one language. */
export type HomeContent = Localized<HomeContentSource>;

/** Every image the embedded default seeds into an empty DATA_DIR. Content may reference only these. */
export const EVENT_IDS = ["fsw19", "fsw20", "fsw21", "fsw22", "fsw23", "fsw24", "fsw25", "fsw26"] as const;
export const GALLERY_SIZE = 6;
const galleryPaths = (folder: string) =>
  Array.from({ length: GALLERY_SIZE }, (_, i) => `${folder}/${String(i + 1).padStart(2, "0")}.svg`);

export const DEMO_MEDIA_PATHS: readonly StoragePath[] = [
  "misc/hero.svg",
  "misc/first-edition.svg",
  "misc/next-edition.svg",
  "misc/video-poster.svg",
  "misc/logo.svg",
  "misc/partner.svg",
  "team/founder.svg",
  "team/teacher.svg",
  "team/musician.svg",
  "team/skipper.svg",
  ...EVENT_IDS.map((id) => `covers/${id}.svg`),
  ...EVENT_IDS.flatMap((id) => galleryPaths(`events/${id}`)),
  ...MEDALS.flatMap((medal) => galleryPaths(`rates/${medal}`)),
];
