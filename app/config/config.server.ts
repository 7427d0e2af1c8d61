import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { siteOrigin, smtpServer } from "~/config/config-urls";
import { databaseLocation } from "~/config/database-url";
import {
  SESSION_DAYS,
  type BackupConfig,
  type FirebaseConfig,
  type MailConfig,
  type ParticipantMailConfig,
  type RetentionConfig,
  type ThumbnailPoolConfig,
  type VideoConfig,
} from "./config-shapes";

export * from "./config-shapes";

const MB = 1024 * 1024;

const intFrom = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** A trimmed string that must match `pattern`, or unset. */
const matching = (pattern: RegExp, message: string) => z.string().trim().regex(pattern, message).optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: intFrom(1, 65535).optional(),
  HOST: z.string().trim().min(1).optional(),
  DATA_DIR: z.string().trim().min(1, "must not be empty").optional(),
  SITE_NOW: z
    .string()
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), "must be an ISO date or time, e.g. 2026-05-01T12:00:00Z")
    .optional(),
  MAX_UPLOAD_BYTES: intFrom(1024, 1024 * MB).optional(),
  VIDEO_MAX_SECONDS: intFrom(1, 3600).optional(),
  VIDEO_MAX_MB: intFrom(1, 16_384).optional(),
  FFMPEG_PATH: z.string().trim().min(1, "must not be empty").optional(),
  UPLOAD_RATE_LIMIT: intFrom(0, 100_000).optional(),
  UPLOAD_ACCESS_CODE: z.string().min(1).optional(),
  PHOTO_REVIEW: z.enum(["on", "off"], { message: 'must be "on" or "off"' }).optional(),
  SIGN_IN_RATE_LIMIT: intFrom(0, 100_000).optional(),
  REMOVAL_REQUEST_RATE_LIMIT: intFrom(0, 100_000).optional(),
  THUMBNAIL_CONCURRENCY: intFrom(1, 64).optional(),
  THUMBNAIL_QUEUE_LIMIT: intFrom(0, 100_000).optional(),
  THUMBNAIL_WORKER_MEMORY_MB: intFrom(16, 16_384).optional(),
  THUMBNAIL_IDLE_MS: intFrom(10, 3_600_000).optional(),
  THUMBNAIL_PIXEL_MEMORY_MB: intFrom(1, 16_384).optional(),
  LISTING_CACHE_SECONDS: intFrom(0, 86_400).optional(),
  SESSION_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  TRUST_PROXY: matching(/^(\d+|true|false)$/, 'must be a hop count such as "1", or "true"'),
  REQUEST_LOG: z.enum(["on", "off"]).optional(),
  LOG_FORMAT: z.enum(["text", "json"], { message: 'must be "text" or "json"' }).optional(),
  SHUTDOWN_GRACE_SECONDS: intFrom(0, 600).optional(),
  // Names the project of a request's trace in the JSON log when FIREBASE_PROJECT_ID does not.
  GOOGLE_CLOUD_PROJECT: matching(/^(?:[a-z0-9.-]+:)?[a-z0-9-]{4,40}$/, "must be a project id"),
  UPLOAD_QUEUE_BYTES: intFrom(0, 1024 * 1024 * MB).optional(),
  VARIANT_QUEUE_LIMIT: intFrom(0, 100_000).optional(),
  UPLOAD_PARTIAL_HOURS: intFrom(1, 24 * 30).optional(),
  // Retention periods (docs/ORGANISERS.md, What is kept and for how long); the privacy notice shows them.
  RETAIN_HIDDEN_PHOTO_DAYS: intFrom(1, 3650).optional(),
  RETAIN_REMOVAL_REQUEST_DAYS: intFrom(0, 3650).optional(),
  RETAIN_AUDIT_DAYS: intFrom(1, 3650).optional(),
  // The messages never repeat the value: it may hold the SMTP password.
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => smtpServer(v) !== null, "must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.org:587")
    .optional(),
  MAIL_FROM: matching(
    /^(?:[^<>@\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
    'must be an address, e.g. "Forró Sailing Week <fsw@example.org>"',
  ).optional(),
  REVIEW_DIGEST_SECONDS: intFrom(1, 7 * 86_400).optional(),
  // Participants' mail about new photos (decision 037): on with SMTP_URL and its own secret, which must never change.
  PHOTO_MAIL_SECRET: z.string().trim().min(32, "must be at least 32 characters").optional(),
  PARTICIPANT_MAIL_SECONDS: intFrom(1, 366 * 86_400).optional(),
  PHOTO_MAIL_RATE_LIMIT: intFrom(0, 100_000).optional(),
  RETAIN_PHOTO_MAIL_DAYS: intFrom(1, 3650).optional(),
  // Scheduled archives of the whole site (README, Backups): on with a folder to keep them in.
  BACKUP_DIR: z.string().trim().min(1, "must not be empty").optional(),
  BACKUP_EVERY_HOURS: intFrom(1, 8760).optional(),
  BACKUP_KEEP: intFrom(1, 1000).optional(),
  // The public address: every absolute URL (canonical, previews, structured data, sitemap, calendars) is
  // built from it, never from the request's Host header, which a client can forge.
  SITE_URL: z
    .string()
    .trim()
    .refine((v) => siteOrigin(v) !== null, "must be the site's public origin, e.g. https://forrosailingweek.com")
    .optional(),
  FIREBASE_PROJECT_ID: matching(/^[a-z0-9-]{4,40}$/, "must be a Firebase project id"),
  FIREBASE_STORAGE_BUCKET: matching(
    /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/,
    "must be a bucket name such as my-project.firebasestorage.app (no gs://)",
  ),
  FIREBASE_DATABASE_URL: z
    .string()
    .trim()
    .url("must be a URL such as https://my-project-default-rtdb.firebaseio.com")
    .refine((v) => /^https?:\/\//.test(v), "must start with https://")
    .superRefine((v, ctx) => {
      const location = databaseLocation(v);
      if ("error" in location) ctx.addIssue({ code: z.ZodIssueCode.custom, message: location.error });
    })
    .optional(),
  FIREBASE_SERVICE_ACCOUNT: z
    .string()
    .trim()
    .refine((v) => {
      try {
        const json = JSON.parse(v) as Record<string, unknown>;
        return typeof json.private_key === "string" && typeof json.client_email === "string";
      } catch {
        return false;
      }
    }, "must be the service-account JSON (with private_key and client_email)")
    .optional(),
  GOOGLE_APPLICATION_CREDENTIALS: z.string().trim().min(1).optional(),
  FIREBASE_RETRY_SCALE: z.coerce.number().positive("must be above 0").max(1, "must be at most 1").optional(),
  // @google-cloud/storage uses this value as its API base, so it must be a full origin.
  STORAGE_EMULATOR_HOST: matching(/^https?:\/\/[^/]+$/, "must be an origin with its protocol, e.g. http://127.0.0.1:9199"),
  // The Firebase CLI's own spelling, host:port without a protocol.
  FIREBASE_STORAGE_EMULATOR_HOST: matching(/^[^/:]+:\d+$/, "must be host:port without a protocol, e.g. 127.0.0.1:9199"),
  FIREBASE_DATABASE_EMULATOR_HOST: matching(/^[^/:]+:\d+$/, "must be host:port without a protocol, e.g. 127.0.0.1:9000"),
});

/** Every variable the site reads, in one list: the README's table and .env.example must match it. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as readonly (keyof typeof envSchema.shape)[];

export interface ServerConfig {
  port: number;
  /** undefined: all interfaces. */
  host: string | undefined;
  /** Express's "trust proxy" setting: a hop count, or true to trust every proxy. */
  trustProxy: number | boolean;
  requestLog: boolean;
  /** `json`: one object per line, as Google Cloud Logging reads them (decision 043). */
  logFormat: LogFormat;
  /** After SIGTERM, how long requests in flight may take before the process ends anyway (decision 042). */
  shutdownGraceSeconds: number;
  /** The project a request's trace belongs to (GOOGLE_CLOUD_PROJECT, else FIREBASE_PROJECT_ID); null: none. */
  traceProject: string | null;
}

export type LogFormat = "text" | "json";

export interface Config {
  nodeEnv: "development" | "production" | "test";
  server: ServerConfig;
  dataDir: string;
  /** null: the embedded default. */
  firebase: FirebaseConfig | null;
  /** Frozen clock for previews and tests; null means real time. */
  siteNow: Date | null;
  maxUploadBytes: number;
  uploadRateLimit: number;
  uploadAccessCode: string | null;
  /** New uploads wait for an organiser's approval (true) or are published at once (false). */
  photoReview: boolean;
  /** Organiser sign-in posts per client per minute (0: no limit). */
  signInRateLimit: number;
  /** Requests to remove a photo per client per hour; 0: no limit. */
  removalRequestRateLimit: number;
  thumbnails: ThumbnailPoolConfig;
  /** How long a gallery listing is reused (0: never), and so how long a rendered page may be. */
  listingCacheSeconds: number;
  /** Signs the one-time "uploaded" notice; random per process when unset. */
  sessionSecret: string;
  /** Bytes of received uploads allowed to wait on disk for a worker; beyond it the uploader answers 429. */
  uploadQueueBytes: number;
  /** How long a partly received resumable upload is kept without progress before the sweep removes it. */
  uploadPartialMs: number;
  /** Storage images waiting for their variants in the background; beyond it new ones are skipped until a later view. */
  variantQueueLimit: number;
  retention: RetentionConfig;
  /** The public origin without a trailing slash, e.g. https://forrosailingweek.com. */
  siteUrl: string;
  /** Whether SITE_URL was given; without it organiser forms are also taken from the address the browser used (decision 021). */
  siteUrlConfigured: boolean;
  mail: MailConfig;
  participantMail: ParticipantMailConfig;
  backups: BackupConfig;
  video: VideoConfig;
}

export class ConfigError extends Error {
  override name = "ConfigError";
  /** So that the message itself is written the way LOG_FORMAT asks, when it was valid. */
  logFormat: LogFormat = "text";
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty variable counts as unset, the way shells and .env files are usually written.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ""));
  try {
    return configOf(present);
  } catch (error) {
    if (error instanceof ConfigError && present.LOG_FORMAT?.trim() === "json") error.logFormat = "json";
    throw error;
  }
}

function configOf(present: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const e = result.data;
  return {
    nodeEnv: e.NODE_ENV,
    server: {
      port: e.PORT ?? 3000,
      host: e.HOST,
      trustProxy: trustProxy(e.TRUST_PROXY),
      requestLog: e.REQUEST_LOG !== "off",
      logFormat: e.LOG_FORMAT ?? "text",
      shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS ?? 8,
      traceProject: e.GOOGLE_CLOUD_PROJECT ?? e.FIREBASE_PROJECT_ID ?? null,
    },
    firebase: firebaseConfig(e),
    dataDir: path.resolve(e.DATA_DIR ?? ".data"),
    siteNow: e.SITE_NOW ? new Date(e.SITE_NOW) : null,
    maxUploadBytes: e.MAX_UPLOAD_BYTES ?? 25 * MB,
    uploadRateLimit: e.UPLOAD_RATE_LIMIT ?? 10,
    uploadAccessCode: e.UPLOAD_ACCESS_CODE ?? null,
    photoReview: e.PHOTO_REVIEW !== "off",
    signInRateLimit: e.SIGN_IN_RATE_LIMIT ?? 10,
    removalRequestRateLimit: e.REMOVAL_REQUEST_RATE_LIMIT ?? 5,
    thumbnails: {
      concurrency: e.THUMBNAIL_CONCURRENCY ?? 2,
      queueLimit: e.THUMBNAIL_QUEUE_LIMIT ?? 1000,
      workerMemoryMb: e.THUMBNAIL_WORKER_MEMORY_MB ?? 256,
      idleMs: e.THUMBNAIL_IDLE_MS ?? 15_000,
      pixelMemoryMb: e.THUMBNAIL_PIXEL_MEMORY_MB ?? 64,
    },
    listingCacheSeconds: e.LISTING_CACHE_SECONDS ?? 60,
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString("hex"),
    uploadQueueBytes: e.UPLOAD_QUEUE_BYTES ?? 2048 * MB,
    variantQueueLimit: e.VARIANT_QUEUE_LIMIT ?? 500,
    uploadPartialMs: (e.UPLOAD_PARTIAL_HOURS ?? 24) * 3_600_000,
    retention: {
      hiddenPhotoDays: e.RETAIN_HIDDEN_PHOTO_DAYS ?? 30,
      closedRemovalRequestDays: e.RETAIN_REMOVAL_REQUEST_DAYS ?? 90,
      auditDays: e.RETAIN_AUDIT_DAYS ?? 365,
      sessionDays: SESSION_DAYS,
      partialUploadHours: e.UPLOAD_PARTIAL_HOURS ?? 24,
      photoMailDays: e.RETAIN_PHOTO_MAIL_DAYS ?? 90,
    },
    siteUrl: siteOrigin(e.SITE_URL ?? "") ?? `http://localhost:${e.PORT ?? 3000}`,
    siteUrlConfigured: e.SITE_URL !== undefined,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? `Forró Sailing Week <noreply@${new URL(siteOrigin(e.SITE_URL ?? "") ?? "http://localhost").hostname}>`,
      digestSeconds: e.REVIEW_DIGEST_SECONDS ?? 1800,
    },
    participantMail: {
      secret: e.PHOTO_MAIL_SECRET ?? null,
      intervalSeconds: e.PARTICIPANT_MAIL_SECONDS ?? 86_400,
      rateLimit: e.PHOTO_MAIL_RATE_LIMIT ?? 10,
    },
    backups: {
      dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : null,
      everyHours: e.BACKUP_EVERY_HOURS ?? 24,
      keep: e.BACKUP_KEEP ?? 14,
    },
    video: {
      maxSeconds: e.VIDEO_MAX_SECONDS ?? 90,
      maxBytes: (e.VIDEO_MAX_MB ?? 300) * MB,
      ffmpegPath: e.FFMPEG_PATH ? path.resolve(e.FFMPEG_PATH) : null,
    },
  };
}

function trustProxy(value: string | undefined): number | boolean {
  if (value === undefined || value === "false") return false;
  return value === "true" ? true : Number(value);
}

const FIREBASE_VARIABLES = [
  "FIREBASE_PROJECT_ID",
  "FIREBASE_STORAGE_BUCKET",
  "FIREBASE_DATABASE_URL",
  "FIREBASE_SERVICE_ACCOUNT",
] as const;

/** Firebase is all or nothing: a half-done configuration must stop the server, not fall back quietly. */
function firebaseConfig(e: z.infer<typeof envSchema>): FirebaseConfig | null {
  const given = FIREBASE_VARIABLES.filter((name) => e[name] !== undefined);
  if (given.length === 0) return null;
  const missing: string[] = (["FIREBASE_PROJECT_ID", "FIREBASE_STORAGE_BUCKET", "FIREBASE_DATABASE_URL"] as const).filter(
    (name) => e[name] === undefined,
  );
  const storageEmulatorHost =
    e.STORAGE_EMULATOR_HOST ?? (e.FIREBASE_STORAGE_EMULATOR_HOST ? `http://${e.FIREBASE_STORAGE_EMULATOR_HOST}` : undefined);
  // No key at all is fine: Application Default Credentials (the service account of a Google host).
  if (missing.length > 0) {
    throw new ConfigError(
      `Incomplete Firebase configuration: ${given.join(", ")} ${given.length === 1 ? "is" : "are"} set, but ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing.\nSet all of them to use Firebase, or none to use the embedded storage.`,
    );
  }
  const keyFile = e.GOOGLE_APPLICATION_CREDENTIALS;
  if (keyFile && !e.FIREBASE_SERVICE_ACCOUNT && !fs.statSync(keyFile, { throwIfNoEntry: false })?.isFile()) {
    throw new ConfigError(`Invalid environment configuration:\n  GOOGLE_APPLICATION_CREDENTIALS: no key file at ${keyFile}`);
  }
  return {
    projectId: e.FIREBASE_PROJECT_ID!,
    storageBucket: e.FIREBASE_STORAGE_BUCKET!,
    databaseUrl: e.FIREBASE_DATABASE_URL!.replace(/\/+$/, ""),
    serviceAccount: e.FIREBASE_SERVICE_ACCOUNT ? (JSON.parse(e.FIREBASE_SERVICE_ACCOUNT) as Record<string, unknown>) : null,
    credentialsFile: e.GOOGLE_APPLICATION_CREDENTIALS ?? null,
    storageEmulatorHost: storageEmulatorHost ?? null,
    databaseEmulatorHost: e.FIREBASE_DATABASE_EMULATOR_HOST ?? null,
    retryScale: e.FIREBASE_RETRY_SCALE ?? 1,
  };
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Tests swap the configuration (a fresh DATA_DIR, a frozen clock) without touching process.env. */
export function setConfigForTests(overrides: Partial<Config> | null): void {
  cached = overrides ? { ...parseConfig({}), ...overrides } : undefined;
}

export function now(): Date {
  return getConfig().siteNow ?? new Date();
}
