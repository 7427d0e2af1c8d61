// The shapes of the configuration's parts, read from the environment by config.server.ts.

/** An organiser's session lasts this long (decision 011); its record is removed once it is over. */
export const SESSION_DAYS = 14;

export interface MailConfig {
  /** null: e-mail is off. Holds the password: never logged (describeMail gives host and port). */
  smtpUrl: string | null;
  from: string;
  /** At most one "photos are waiting" digest per this many seconds, across all copies of the site. */
  digestSeconds: number;
}

export interface ParticipantMailConfig {
  /** Keys the sign-ups and makes their unsubscribe links; null: participants' mail is off. Never logged. */
  secret: string | null;
  /** At most one mail about new photos per edition per this many seconds, across all copies of the site. */
  intervalSeconds: number;
  /** Sign-ups per client per hour; 0: no limit. */
  rateLimit: number;
}

export interface FirebaseConfig {
  projectId: string;
  storageBucket: string;
  databaseUrl: string;
  /** Parsed service-account JSON from FIREBASE_SERVICE_ACCOUNT, or null to use GOOGLE_APPLICATION_CREDENTIALS / emulators / ADC. */
  serviceAccount: Record<string, unknown> | null;
  credentialsFile: string | null;
  /** The Storage emulator's origin (`http://host:port`), from either spelling of its variable. */
  storageEmulatorHost: string | null;
  databaseEmulatorHost: string | null;
  /** Shrinks retry delays and deadlines (tests, the mocked start mode); 1 in production. */
  retryScale: number;
}

export interface ThumbnailPoolConfig {
  concurrency: number;
  queueLimit: number;
  workerMemoryMb: number;
  idleMs: number;
  /** Decoded pixels (width × height × 4 bytes) of the image jobs running at once; a larger job runs alone. */
  pixelMemoryMb: number;
}

/** How long what the site keeps about people is kept: enforced by the retention sweep, shown by the privacy notice. */
export interface RetentionConfig {
  /** A photo hidden by an organiser is deleted (files and records) this many days after it was hidden. */
  hiddenPhotoDays: number;
  /** A closed removal request (reason, address) is deleted this many days after it was closed; 0: when it is closed. */
  closedRemovalRequestDays: number;
  /** Audit log entries and organiser notices older than this are deleted. */
  auditDays: number;
  /** Organiser sessions last this long; expired ones (and sign-in failure counts this old) are deleted. Not configurable. */
  sessionDays: number;
  /** A partly sent resumable upload without progress for this long is removed (UPLOAD_PARTIAL_HOURS). */
  partialUploadHours: number;
  /** A confirmed sign-up for the participants' mail is deleted this many days after its edition ends. */
  photoMailDays: number;
}

export interface BackupConfig {
  /** Where the scheduled archives are kept; null: no scheduled backups. */
  dir: string | null;
  /** A new archive once the newest is this old, on the site's clock. */
  everyHours: number;
  /** The newest this many are kept; older ones are deleted. */
  keep: number;
}

/** Short clips beside the photos (decision 044); `ffmpegPath` null: ffmpeg and ffprobe on PATH. */
export interface VideoConfig {
  maxSeconds: number;
  maxBytes: number;
  ffmpegPath: string | null;
}
