export const SITE_NAME = "Forró Sailing Week";
