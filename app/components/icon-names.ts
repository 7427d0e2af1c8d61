// The list lives with the content model (data/types.ts) so content can name only icons that exist.
import { ICON_IDS, type IconId } from "../../data/types";

export const iconNames = ICON_IDS;
export type IconName = IconId;
