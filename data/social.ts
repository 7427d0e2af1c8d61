import type { SocialLinkSource } from "./types";

// Placeholder page addresses: the organisers replace the slugs with the festival's real pages.
// Brand names are the same in every language, so these links have no translated words.
export const socialLinks: SocialLinkSource[] = [
  {
    name: "Facebook",
    icon: "facebook",
    link: "https://www.facebook.com/forrosailingweek",
    color: "#1877F2",
  },
  {
    name: "Youtube",
    icon: "youtube",
    link: "https://www.youtube.com/@forrosailingweek",
    color: "#FF0000",
  },
  {
    name: "Instagram",
    icon: "instagram",
    link: "https://www.instagram.com/forrosailingweek",
    color: "#E4405F",
  },
];
