import { DEFAULT_LANG, type Lang } from "~/i18n/languages";
import { contentIn } from "./content.server";

/** By the question as the English FAQ asks it (a test checks each still exists). */
export const BOAT_PACK_QUESTIONS = [
  "What should I pack?",
  "Where do I sleep during the week?",
  "Who will I share my cabin with?",
  "What is the boat kitty and how much should I plan for it?",
  "Is a tip for the skipper expected?",
  "What happens if I have to cancel?",
] as const;

/** The roles the boat pack names, as the English imprint calls them. */
const CONTACT_ROLES: readonly string[] = ["Organizer", "Flotilla skipper"];

export interface BoatPackAnswer {
  question: string;
  answer: string;
}

/** The questions are found in English and given in `lang`: the same topic in every language. */
export function boatPackAnswers(lang: Lang = DEFAULT_LANG): BoatPackAnswer[] {
  const english = contentIn(DEFAULT_LANG).faq.flatMap((subject) => subject.topics);
  const topics = contentIn(lang).faq.flatMap((subject) => subject.topics);
  return BOAT_PACK_QUESTIONS.flatMap((question) => {
    const topic = topics[english.findIndex((t) => t.question === question)];
    return topic ? [{ question: topic.question, answer: topic.answer }] : [];
  });
}

/** The imprint's entity and the people it names. */
export function boatPackContacts(lang: Lang = DEFAULT_LANG) {
  const { legalEntity, stakeholders } = contentIn(lang);
  const english = contentIn(DEFAULT_LANG).stakeholders;
  return {
    entity: { name: legalEntity.name, phone: legalEntity.phone, email: legalEntity.email },
    people: stakeholders.filter((_, i) => CONTACT_ROLES.includes(english[i]!.role)),
  };
}
