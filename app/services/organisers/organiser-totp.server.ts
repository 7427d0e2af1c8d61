import { generateTOTP, getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { getDatabase } from "../backend/backend.server";
import { accountPath, getAccount } from "./organisers.server";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
const PERIOD = 30;
const DIGITS = 6;
const ALGORITHM = "SHA-1";
export const TOTP_ISSUER = "Forró Sailing Week";

/** One step of drift either way; a step already used (`lastStep`) is refused, so a code seen over a shoulder is spent. Null when wrong. */
export async function checkCode(secret: string, code: string, lastStep?: number): Promise<number | null> {
  const otp = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(otp)) return null;
  const result = await verifyTOTP({ otp, secret, period: PERIOD, digits: DIGITS, algorithm: ALGORITHM, window: 1 });
  if (!result) return null;
  const step = Math.floor(Date.now() / 1000 / PERIOD) + result.delta;
  return lastStep !== undefined && step <= lastStep ? null : step;
}

export interface TotpSetup {
  secret: string;
  uri: string;
}

function setupOf(email: string, secret: string): TotpSetup {
  return {
    secret,
    uri: getTOTPAuthUri({
      secret,
      period: PERIOD,
      digits: DIGITS,
      algorithm: ALGORITHM,
      accountName: email,
      issuer: TOTP_ISSUER,
    }),
  };
}

export async function totpState(email: string): Promise<{ on: true } | { on: false; setup: TotpSetup | null }> {
  const account = await getAccount(getDatabase(), email);
  if (account?.totp) return { on: true };
  return { on: false, setup: account?.totpPending ? setupOf(email, account.totpPending.secret) : null };
}

/** Kept aside until a code from it confirms that the app has it. */
export async function beginTotp(email: string): Promise<TotpSetup> {
  const { secret } = await generateTOTP({ period: PERIOD, digits: DIGITS, algorithm: ALGORITHM });
  await getDatabase().set(`${accountPath(email)}/totpPending`, { secret, createdAt: new Date().toISOString() });
  return setupOf(email, secret);
}

export async function confirmTotp(email: string, code: string): Promise<boolean> {
  const account = await getAccount(getDatabase(), email);
  if (!account?.totpPending) return false;
  const step = await checkCode(account.totpPending.secret, code);
  if (step === null) return false;
  await getDatabase().update(accountPath(email), {
    totp: { secret: account.totpPending.secret, lastStep: step },
    totpPending: null,
  });
  return true;
}

/** Takes a current code, so a session left open somewhere is not enough. */
export async function disableTotp(email: string, code: string): Promise<boolean> {
  const account = await getAccount(getDatabase(), email);
  if (!account?.totp) return true;
  const step = await checkCode(account.totp.secret, code, account.totp.lastStep);
  if (step === null) return false;
  await getDatabase().update(accountPath(email), { totp: null, totpPending: null });
  return true;
}

export async function currentCode(secret: string): Promise<string> {
  return (await generateTOTP({ secret, period: PERIOD, digits: DIGITS, algorithm: ALGORITHM })).otp;
}
