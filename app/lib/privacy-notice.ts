/**
 * The date of the privacy notice in force. An upload's record keeps it beside the time consent was
 * given, so a later notice never rewrites what an uploader agreed to. Change it whenever the notice's
 * content changes (docs/PRIVACY.md).
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-29";
