import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DIGESTS_PATH, MAIL_SETTINGS_PATH, photoKey, recordPath, reviewIndexPath } from "~/lib/photo-layout";
import { getDatabase, getStorage, resetBackendForTests } from "~/services/backend/backend.server";
import { ConfigError, parseConfig, setConfigForTests } from "~/config/config.server";
import { digestMessage, noticeMessage } from "~/services/mail/mail-messages.server";
import { organiserMailOffUrl } from "~/lib/urls";
import { closeMailForTests, describeMail } from "~/services/mail/mail.server";
import { addOrganiser } from "~/services/organisers/organisers.server";
import { checkReviewDigest, stopReviewDigestForTests } from "~/services/review/review-digest.server";
import { tempDir } from "../support/backends";
import { startSmtp, type SmtpListener } from "../support/smtp";
import { organiserOfMailLink, setMailWanted } from "~/services/organisers/organiser-mail.server";

const FOOTER = {
  offUrl: "https://fsw.example.org/organisers/mail-off?account=a&token=t",
  settingsUrl: "https://fsw.example.org/organisers/security",
};

describe("the digest mail", () => {
  it("says how many photos wait, lists their titles and links to the review page, in text and HTML", () => {
    const mail = digestMessage({
      ...FOOTER,
      count: 3,
      titles: ["Sunset", "Jib", ""],
      reviewUrl: "https://fsw.example.org/organisers",
    });
    expect(mail.subject).toBe("3 photos are waiting for review · Forró Sailing Week");
    expect(mail.text).toContain("3 photos are waiting for review on the Forró Sailing Week site.");
    expect(mail.text).toContain("- Sunset\n- Jib\n- (no title)");
    expect(mail.text).toContain("Review them: https://fsw.example.org/organisers");
    expect(mail.text).toContain(`Turn these e-mails off: ${FOOTER.offUrl}`);
    expect(mail.html).toContain('<a href="https://fsw.example.org/organisers">Review them</a>');
    expect(mail.html).toContain("<li>Sunset</li><li>Jib</li><li>(no title)</li>");
    expect(mail.html).toContain(`href="${FOOTER.offUrl.replace(/&/g, "&amp;")}"`);
    expect(mail.html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
  });

  it("speaks of one photo in the singular, counts what it does not list, and says when the count stopped at its limit", () => {
    expect(digestMessage({ ...FOOTER, count: 1, titles: ["A"], reviewUrl: "x" }).subject).toMatch(/^1 photo is waiting/);
    const many = digestMessage({
      ...FOOTER,
      count: 1000,
      atLeast: true,
      titles: Array.from({ length: 30 }, (_, i) => `T${i}`),
      reviewUrl: "x",
    });
    expect(many.text).toMatch(/^At least 1000 photos are waiting/);
    expect(many.text).toContain("- T19\n- and 980 more");
    expect(many.text).not.toContain("T20");
  });

  it("escapes titles in the HTML part: an uploader's title adds no markup", () => {
    const mail = digestMessage({ ...FOOTER, count: 1, titles: ['<img src=x onerror="alert(1)">'], reviewUrl: "x" });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});

describe("a notice mail", () => {
  it("has its paragraphs and link in both parts, and a one-line subject", () => {
    const mail = noticeMessage({
      ...FOOTER,
      subject: "Removal\r\nBcc: everyone@example.org",
      text: "Someone asks for a photo's removal.\nReason: <b>me</b>",
      link: { url: "https://fsw.example.org/organisers", label: "Open the requests" },
    });
    expect(mail.subject).toBe("Removal Bcc: everyone@example.org · Forró Sailing Week");
    expect(mail.text).toContain(
      "Someone asks for a photo's removal.\n\nReason: <b>me</b>\n\nOpen the requests: https://fsw.example.org/organisers",
    );
    expect(mail.html).toContain("<p>Reason: &lt;b&gt;me&lt;/b&gt;</p>");
    expect(mail.html).toContain('<a href="https://fsw.example.org/organisers">Open the requests</a>');
  });
});

describe("mail configuration", () => {
  it("is off without SMTP_URL, with a digest every 1800 s by default", () => {
    const config = parseConfig({});
    expect(config.mail).toEqual({ smtpUrl: null, from: "Forró Sailing Week <noreply@localhost>", digestSeconds: 1800 });
    expect(describeMail(config)).toBe("e-mail to organisers is off (no SMTP_URL)");
  });

  it("names the SMTP server in the log without its credentials, and never repeats a wrong value", () => {
    const config = parseConfig({ SMTP_URL: "smtp://fsw:s3cret-pass@mail.example.org:587", REVIEW_DIGEST_SECONDS: "3" });
    expect(describeMail(config)).toContain("through smtp://mail.example.org:587");
    expect(describeMail(config)).not.toContain("s3cret-pass");
    expect(config.mail.digestSeconds).toBe(3);
    expect(() => parseConfig({ SMTP_URL: "https://fsw:s3cret-pass@mail.example.org" })).toThrow(ConfigError);
    try {
      parseConfig({ SMTP_URL: "https://fsw:s3cret-pass@mail.example.org" });
    } catch (error) {
      expect((error as Error).message).toContain("SMTP_URL: must be an smtp://");
      expect((error as Error).message).not.toContain("s3cret-pass");
    }
    expect(() => parseConfig({ REVIEW_DIGEST_SECONDS: "0" })).toThrow(/REVIEW_DIGEST_SECONDS: must be at least 1/);
    expect(() => parseConfig({ REVIEW_DIGEST_SECONDS: "1.5" })).toThrow(/REVIEW_DIGEST_SECONDS: must be a whole number/);
    expect(() => parseConfig({ MAIL_FROM: "not an address" })).toThrow(/MAIL_FROM/);
    expect(parseConfig({ MAIL_FROM: "FSW <fsw@example.org>", SITE_URL: "https://fsw.example.org" }).mail.from).toBe(
      "FSW <fsw@example.org>",
    );
    expect(parseConfig({ SITE_URL: "https://fsw.example.org" }).mail.from).toBe("Forró Sailing Week <noreply@fsw.example.org>");
  });
});

describe("the digest across copies of the site", () => {
  let smtp: SmtpListener;
  let removeDir: () => Promise<void>;

  beforeAll(async () => {
    smtp = await startSmtp();
    const temp = await tempDir();
    removeDir = temp.remove;
    setConfigForTests({ dataDir: temp.dir, mail: { smtpUrl: smtp.url, from: "fsw@example.org", digestSeconds: 60 } });
    resetBackendForTests();
    await getStorage();
    await addOrganiser(getDatabase(), "alice@example.org", "mainsail at first light");
  });

  beforeEach(async () => {
    stopReviewDigestForTests();
    smtp.mails.length = 0;
    for (const node of [DIGESTS_PATH, reviewIndexPath("pending"), MAIL_SETTINGS_PATH]) await getDatabase().remove(node);
  });

  afterAll(async () => {
    stopReviewDigestForTests();
    closeMailForTests();
    setConfigForTests(null);
    resetBackendForTests();
    await smtp?.close();
    await removeDir?.();
  });

  async function waiting(name: string, at = Date.now(), clip = false) {
    const key = photoKey(at, name);
    await getDatabase().set(recordPath(key), {
      original: "o",
      thumbnail: "t",
      uploadedAt: new Date(at).toISOString(),
      title: name,
      edition: "FSW25",
      ...(clip ? { type: "video/mp4", poster: "p", duration: 30 } : {}),
    });
    await getDatabase().set(reviewIndexPath("pending", key), true);
    return key;
  }

  it("is sent by one of several checks running at the same moment: the claim decides", async () => {
    await waiting("sunset");
    await Promise.all([checkReviewDigest(), checkReviewDigest(), checkReviewDigest()]);
    stopReviewDigestForTests();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.text).toContain("1 photo is waiting for review");
    expect(Object.keys((await getDatabase().get(DIGESTS_PATH)) as object)).toEqual(["000000000001"]);
  });

  it("waits out the interval, and names only what waits, once", async () => {
    await waiting("sunset");
    await checkReviewDigest();
    await waiting("jib", Date.now() + 1);
    await checkReviewDigest();
    stopReviewDigestForTests();
    expect(smtp.mails).toHaveLength(1);
    // A later check, the interval over (the claim moved back in time), names both once.
    await getDatabase().set(`${DIGESTS_PATH}/000000000001/at`, Date.now() - 61_000);
    await checkReviewDigest();
    await checkReviewDigest();
    expect(smtp.mails).toHaveLength(2);
    expect(smtp.mails[1]!.text).toContain("2 photos are waiting for review");
  });

  it("counts the clips among what waits, from their records", async () => {
    await waiting("sunset");
    await waiting("dance", Date.now() + 1, true);
    await waiting("jib", Date.now() + 2);
    await checkReviewDigest();
    stopReviewDigestForTests();
    expect(smtp.mails[0]!.subject).toMatch(/^2 photos and 1 clip are waiting for review/);
    expect(smtp.mails[0]!.text).toMatch(/- jib\s+- dance\s+- sunset/);
  });

  it("sends nothing when nothing waits, or to an organiser who turned mail off", async () => {
    await checkReviewDigest();
    expect(smtp.mails).toEqual([]);
    await setMailWanted("alice@example.org", false);
    await waiting("sunset");
    await checkReviewDigest();
    expect(smtp.mails).toEqual([]);
  });

  it("links each organiser to a page that knows them only by the link's secret", async () => {
    await waiting("sunset");
    await checkReviewDigest();
    const link = new URL(/http:\/\/\S+mail-off\?\S+/.exec(smtp.mails[0]!.text)![0]);
    const account = link.searchParams.get("account")!;
    const token = link.searchParams.get("token")!;
    expect(`${link.pathname}${link.search}`).toBe(organiserMailOffUrl(account, token));
    expect(await organiserOfMailLink(account, token)).toBe("alice@example.org");
    expect(await organiserOfMailLink(account, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeNull();
    expect(await organiserOfMailLink(account, "short")).toBeNull();
    expect(await organiserOfMailLink("0".repeat(64), token)).toBeNull();
  });
});
