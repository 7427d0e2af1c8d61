import {
  ALT_MAX_LENGTH,
  FIELD_LIMITS,
  MAX_TAGS,
  MAX_TAG_LENGTH,
  NAME_CONTROL_CHARS,
  PHOTO_NAME_MAX_LENGTH,
  splitTags,
} from "~/lib/photo-upload";
import type { UploadRecord } from "~/lib/photo-layout";
import { schedulePhotoMail } from "../mail/photo-news.server";
import { change, gone } from "./photo-review.server";
import { reviewUpdate, type ReviewAction } from "./review-writes.server";

/** Name and boat left out: kept as they are. */
export interface PhotoEdit {
  title: string;
  edition: string;
  tags: string;
  name?: string;
  boat?: string;
  /** The description for people who cannot see it; empty removes it. */
  alt?: string;
}

/** An edition the review can file a photo under, with its boats as data/events.ts lists them. */
export interface ReviewEdition {
  id: string;
  boats: readonly string[];
}

export function findEdition(editions: readonly ReviewEdition[], id: string): ReviewEdition | undefined {
  return editions.find((e) => e.id.toLowerCase() === id.trim().toLowerCase());
}

/** The photographer's name as given: plain text of at most PHOTO_NAME_MAX_LENGTH characters; empty removes it. */
export function checkName(value: string): string | undefined {
  const name = value.trim();
  if ([...name].length > PHOTO_NAME_MAX_LENGTH) return `A name may have at most ${PHOTO_NAME_MAX_LENGTH} characters.`;
  // The upload form's rule: markup is kept as the text it is, and every page shows it as text.
  if (NAME_CONTROL_CHARS.test(name)) return "A name cannot hold line breaks, tabs or other control characters.";
  return undefined;
}

/** As the upload form keeps it: line breaks and tabs are spaces. */
export const cleanAlt = (value: string) => value.replace(/[\t\n\r]+/g, " ").trim();

/** Errors by field, with the upload form's limits; a boat must be one of the chosen edition's. */
export function checkEdit(edit: PhotoEdit, editions: readonly ReviewEdition[]): Partial<Record<keyof PhotoEdit, string>> {
  const errors: Partial<Record<keyof PhotoEdit, string>> = {};
  if (edit.title.trim().length > FIELD_LIMITS.title)
    errors.title = `The title may have at most ${FIELD_LIMITS.title} characters.`;
  const edition = findEdition(editions, edit.edition);
  if (!edition) errors.edition = "Choose one of the editions.";
  const tags = splitTags(edit.tags);
  if (tags.length > MAX_TAGS) errors.tags = `At most ${MAX_TAGS} tags.`;
  else if (tags.some((t) => t.length > MAX_TAG_LENGTH)) errors.tags = `A tag may have at most ${MAX_TAG_LENGTH} characters.`;
  const nameError = edit.name === undefined ? undefined : checkName(edit.name);
  if (nameError) errors.name = nameError;
  const alt = edit.alt === undefined ? "" : cleanAlt(edit.alt);
  if ([...alt].length > ALT_MAX_LENGTH) errors.alt = `The description may have at most ${ALT_MAX_LENGTH} characters.`;
  else if (/\p{Cc}/u.test(alt)) errors.alt = "The description cannot hold control characters.";
  const boat = edit.boat?.trim();
  if (boat && edition && !edition.boats.includes(boat))
    errors.boat = `Choose one of ${edition.id.toUpperCase()}'s boats, or “No boat”.`;
  return errors;
}

const sameText = (a: string | undefined, b: string | undefined) => (a ?? "") === (b ?? "");

/** What an edit changed, as the audit log says it. */
function changedFields(before: UploadRecord, after: UploadRecord): string[] {
  const changed: string[] = [];
  if (!sameText(before.title, after.title)) changed.push("title");
  if (!sameText(before.edition, after.edition)) changed.push(`edition ${after.edition}`);
  if ((before.tags ?? []).join("\n") !== (after.tags ?? []).join("\n")) changed.push("tags");
  if (!sameText(before.name, after.name)) changed.push("name");
  if (!sameText(before.boat, after.boat)) changed.push("boat");
  if (!sameText(before.alt, after.alt)) changed.push("description for people who cannot see it");
  return changed;
}

/** Sets an optional field, or leaves it out when empty (the database keeps no empty string). */
function withField(record: UploadRecord, field: "name" | "boat" | "alt", value: string | undefined): UploadRecord {
  const next = { ...record };
  if (value) next[field] = value;
  else delete next[field];
  return next;
}

/** `boats`: the chosen edition's; a boat kept from before that is not one of them goes. Nothing changed, nothing written. */
export async function editPhoto(
  key: string,
  edit: PhotoEdit,
  by: string,
  options: { approve?: boolean; boats?: readonly string[] } = {},
  now = Date.now(),
): Promise<void> {
  await change(key, async (lock, before) => {
    if (!before.record) throw gone(key);
    const old = before.record;
    const edition = edit.edition.trim();
    let record: UploadRecord = {
      ...old,
      title: edit.title.trim(),
      // The upload's spelling stays when only the case differs.
      edition: edition.toLowerCase() === (old.edition ?? "").toLowerCase() ? old.edition : edition,
      tags: splitTags(edit.tags),
    };
    record = withField(record, "name", edit.name === undefined ? old.name : edit.name.trim());
    const keptBoat = old.boat && options.boats && !options.boats.includes(old.boat) ? undefined : old.boat;
    record = withField(record, "boat", edit.boat === undefined ? keptBoat : edit.boat.trim());
    record = withField(record, "alt", edit.alt === undefined ? old.alt : cleanAlt(edit.alt));
    const changed = changedFields(old, record);
    if (changed.length === 0 && !options.approve) return;
    const state = options.approve ? "approved" : (before.review?.state ?? "pending");
    const audits: Array<{ by: string; action: ReviewAction; detail: string }> = [];
    if (changed.length > 0) audits.push({ by, action: "edit", detail: changed.join(", ") });
    if (options.approve) audits.push({ by, action: "approve", detail: before.review ? `was ${before.review.state}` : "" });
    await lock.commit(reviewUpdate(key, before, { record: changed.length > 0 ? record : old, state, by }, now, audits));
  });
  // Approved, or moved to another edition: new there for the participants' mail.
  schedulePhotoMail();
}
