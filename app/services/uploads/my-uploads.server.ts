import { createCookie, type Cookie } from "@remix-run/node";
import { COOKIES } from "~/lib/privacy-inventory";
import { getConfig } from "../../config/config.server";
import { uploadNotice } from "./flash.server";
import { nameCookieHeader } from "./uploader-name.server";
import { isClip, isPhotoKey, thumbnailHeight, type ReviewState } from "~/lib/photo-layout";
import { recordOf, reviewOf } from "../review/photo-review.server";
import { myUploadUrl } from "~/lib/urls";

export const MY_UPLOADS_LIMIT = 30;

let cookie: Cookie | undefined;

/** Signed, so only that browser sees its waiting photos; SESSION_SECRET must be set when several servers share traffic. */
export function myUploadsCookie(): Cookie {
  cookie ??= createCookie(COOKIES.myUploads.name, {
    path: COOKIES.myUploads.path,
    httpOnly: true,
    sameSite: "lax",
    secure: getConfig().siteUrl.startsWith("https://"),
    maxAge: COOKIES.myUploads.maxAgeSeconds,
    secrets: [getConfig().sessionSecret],
  });
  return cookie;
}

/** Newest first; an unsigned or forged cookie counts as none. */
export async function myUploadKeys(request: Request): Promise<string[]> {
  const value = (await myUploadsCookie().parse(request.headers.get("Cookie"))) as unknown;
  return Array.isArray(value) ? value.filter(isPhotoKey).slice(0, MY_UPLOADS_LIMIT) : [];
}

export async function rememberMyUpload(request: Request, key: string): Promise<string> {
  const keys = [key, ...(await myUploadKeys(request)).filter((k) => k !== key)].slice(0, MY_UPLOADS_LIMIT);
  return myUploadsCookie().serialize(keys);
}

export interface MyUpload {
  key: string;
  title: string;
  thumbnail: string;
  uploadedAt: string;
  state: ReviewState;
  /** The thumbnail's height at its 100 px width, so its tile has its size before it loads. */
  thumbnailHeight: number;
  /** As the photo will be captioned, once approved. */
  name?: string;
  boat?: string;
  /** A clip: its thumbnail is its poster's. */
  clip?: { duration?: number };
  alt?: string;
}

/** Whatever their review state, so each can be withdrawn. */
export async function myUploads(request: Request): Promise<MyUpload[]> {
  const keys = await myUploadKeys(request);
  const found = await Promise.all(
    keys.map(async (key) => {
      const review = await reviewOf(key).catch(() => null);
      if (!review) return null;
      const record = await recordOf(key).catch(() => null);
      if (!record) return null;
      return {
        key,
        title: typeof record.title === "string" ? record.title : "",
        thumbnail: myUploadUrl(key),
        uploadedAt: typeof record.uploadedAt === "string" ? record.uploadedAt : "",
        state: review.state,
        thumbnailHeight: thumbnailHeight(record.dimensions?.width, record.dimensions?.height),
        ...(typeof record.name === "string" && record.name ? { name: record.name } : {}),
        ...(typeof record.boat === "string" && record.boat ? { boat: record.boat } : {}),
        ...(typeof record.alt === "string" && record.alt ? { alt: record.alt } : {}),
        ...(isClip(record) ? { clip: typeof record.duration === "number" ? { duration: record.duration } : {} } : {}),
      };
    }),
  );
  return found.filter((u): u is MyUpload => u !== null);
}

export async function forgetMyUpload(request: Request, key: string): Promise<string> {
  return myUploadsCookie().serialize((await myUploadKeys(request)).filter((k) => k !== key));
}

/** The one-time notice, the uploader's own list, and the name they gave (or its removal when they gave none). */
export async function uploadedHeaders(request: Request, key: string, name: string | undefined): Promise<Headers> {
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", await uploadNotice().serialize(key));
  headers.append("Set-Cookie", await rememberMyUpload(request, key));
  const named = await nameCookieHeader(request, name);
  if (named) headers.append("Set-Cookie", named);
  return headers;
}
