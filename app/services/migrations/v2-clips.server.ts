import type { Migration } from "../backend/migrations.server";

// Version 2: clips may be stored (decision 044). Nothing older needs changing; the version is raised so that a release
// before clips refuses this data instead of showing a clip's rendition as a photo and leaving its poster on a delete.
export const clipsBesidePhotos: Migration = {
  version: 2,
  name: "clips beside the photos",
  run: async () => ({}),
};
