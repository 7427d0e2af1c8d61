import path from "node:path";
import { z } from "zod";

const MB = 1024 * 1024;

const intFrom = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: intFrom(1, 65535).optional(),
  DATA_DIR: z.string().trim().min(1, "must not be empty").optional(),
  SITE_NOW: z
    .string()
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), "must be an ISO date or time, e.g. 2026-05-01T12:00:00Z")
    .optional(),
  MAX_UPLOAD_BYTES: intFrom(1024, 1024 * MB).optional(),
  UPLOAD_RATE_LIMIT: intFrom(0, 100_000).optional(),
  UPLOAD_ACCESS_CODE: z.string().min(1).optional(),
});

export interface Config {
  dataDir: string;
  /** Frozen clock for previews and tests; null means real time. */
  siteNow: Date | null;
  maxUploadBytes: number;
  uploadRateLimit: number;
  uploadAccessCode: string | null;
  isProduction: boolean;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty variable counts as unset, the way shells and .env files are usually written.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const e = result.data;
  return {
    dataDir: path.resolve(e.DATA_DIR ?? ".data"),
    siteNow: e.SITE_NOW ? new Date(e.SITE_NOW) : null,
    maxUploadBytes: e.MAX_UPLOAD_BYTES ?? 25 * MB,
    uploadRateLimit: e.UPLOAD_RATE_LIMIT ?? 10,
    uploadAccessCode: e.UPLOAD_ACCESS_CODE ?? null,
    isProduction: e.NODE_ENV === "production",
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
