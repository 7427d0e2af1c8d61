import { faq, legalEntity, stakeholders } from "./content.server";

/** By the question as the FAQ asks it (a test checks each still exists). */
export const BOAT_PACK_QUESTIONS = [
  "What should I pack?",
  "Where do I sleep during the week?",
  "Who will I share my cabin with?",
  "What is the boat kitty and how much should I plan for it?",
  "Is a tip for the skipper expected?",
  "What happens if I have to cancel?",
] as const;

export interface BoatPackAnswer {
  question: string;
  answer: string;
}

export function boatPackAnswers(): BoatPackAnswer[] {
  const topics = faq.flatMap((subject) => subject.topics);
  return BOAT_PACK_QUESTIONS.flatMap((question) => {
    const topic = topics.find((t) => t.question === question);
    return topic ? [{ question, answer: topic.answer }] : [];
  });
}

/** The imprint's entity and the people it names. */
export function boatPackContacts() {
  return {
    entity: { name: legalEntity.name, phone: legalEntity.phone, email: legalEntity.email },
    people: stakeholders.filter((s) => s.role === "Organizer" || s.role === "Flotilla skipper"),
  };
}
