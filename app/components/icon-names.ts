// The ids of the symbols in public/icons.svg. The list lives with the content model (data/types.ts,
// ICON_IDS) so content can only name icons that exist; this module re-exports it for components.
import { ICON_IDS, type IconId } from "../../data/types";

export const iconNames = ICON_IDS;
export type IconName = IconId;
