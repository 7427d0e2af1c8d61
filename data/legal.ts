import type { Disclaimer, LegalEntity, Stakeholder } from "./types";

// The product notes give no address, phone or e-mail: every value below is a clearly marked placeholder
// that the organisers replace with the real imprint data.
export const legalEntity: LegalEntity = {
  name: "Forró Sailing Week e.V. (placeholder)",
  address: "Example Street 1",
  zip: "12345",
  city: "Example City",
  phone: "+49 30 000000 (placeholder)",
  email: "hello@example.com",
  site: "https://www.example.com",
};

// Names match data/team.ts.
export const stakeholders: Stakeholder[] = [
  { role: "Organizer", name: "Lukas Ferreira" },
  { role: "Responsible for content", name: "Lukas Ferreira" },
  { role: "Flotilla skipper", name: "Marco Bellini" },
  { role: "Ticket system", name: "Example Ticketing (placeholder)" },
  { role: "Photos", name: "FSW crew and participants" },
];

export const disclaimers: Disclaimer[] = [
  {
    title: "Accountability for content",
    text:
      "We write and update the content of this website with great care. Still, we cannot guarantee that every piece of information is complete, correct and up to date at all times — routes, dates, boats and programmes of a sailing festival can change at short notice.\n" +
      "As the provider of this website we are responsible for our own content under the general laws. We are not obliged to monitor information sent or stored by third parties, or to search for circumstances that point to unlawful activity.\n" +
      "Obligations to remove or block the use of information under the general laws remain unaffected. Liability in this respect is only possible from the moment we learn of a specific infringement; as soon as we do, we remove the content in question promptly.",
  },
  {
    title: "Accountability for links",
    text:
      "Our website contains links to external websites, for example our ticket system, social media pages and search results for boat models. We have no influence on the content of these pages and therefore cannot accept any responsibility for it.\n" +
      "The respective provider or operator is always responsible for the content of linked pages. We checked the linked pages for possible legal violations when we set the links, and found no unlawful content at that time.\n" +
      "Permanent monitoring of linked pages is not reasonable without concrete evidence of an infringement. If we become aware of any infringement, we will remove the link in question without delay.",
  },
  {
    title: "Copyright",
    text:
      "The texts, photos, graphics and videos on this website were created by the FSW team, our participants or partners and are protected by copyright. Copying, editing, distributing or any other use beyond the limits of copyright law requires the written consent of the respective author.\n" +
      "Downloads and copies of this site are permitted for private, non-commercial use only.\n" +
      "Where content on this site was not created by us, we respect the copyrights of third parties and mark such content accordingly. If you nevertheless notice a copyright infringement, please let us know and we will remove the content in question as soon as possible.",
  },
  {
    title: "EU online dispute resolution",
    text:
      "The European Commission's platform for online dispute resolution (ODR) was discontinued on 20 July 2025, when the regulation behind it was repealed. It no longer takes complaints, so we no longer refer to it.\n" +
      "Our e-mail address is given above in this imprint.\n" +
      "We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board (§ 36 VSBG). If something went wrong with your booking, please write to us directly — we would much rather sort it out together.",
  },
  {
    title: "Social media",
    text:
      "Forró Sailing Week has pages on Facebook, Youtube and Instagram. The buttons on this website are simple links: no data is sent to these platforms until you click one of them and the platform opens in a new tab.\n" +
      "When you visit our pages on these platforms, the platform operator processes your data under its own privacy policy, on which we have no influence. Please read the privacy information of the respective platform.\n" +
      "This imprint also applies to our social media pages.",
  },
];
