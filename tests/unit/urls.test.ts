import { describe, expect, it } from "vitest";
import { eventUrl, mediaPathOf, mediaUrl, personPageUrl, personUrl, teamMemberUrl } from "~/lib/urls";
import { personPageOf } from "~/models/people.server";
import { team } from "../../data/team";

describe("URL builders", () => {
  it("gives an edition its canonical lower-case path, encoded as one segment", () => {
    expect(eventUrl("FSW25")).toBe("/event-details/fsw25");
    expect(eventUrl("a/b?c")).toBe("/event-details/a%2Fb%3Fc");
  });

  it("encodes a member id and a person's name as one segment each", () => {
    expect(teamMemberUrl("ana souza")).toBe("/team-details/ana%20souza");
    expect(personUrl("teachers", "João Silva")).toBe("/teachers/jo%C3%A3o%20silva");
    expect(personUrl("skippers", "a/../b")).toBe("/skippers/a%2F..%2Fb");
  });

  it("sends a member to their profile and anyone else to their person page", () => {
    expect(personPageUrl("skippers", "Someone", "some-one")).toBe("/team-details/some-one");
    expect(personPageUrl("skippers", "Someone", undefined)).toBe("/skippers/someone");
    const member = team[0]!;
    expect(personPageOf("teachers", member.name.toUpperCase())).toBe(teamMemberUrl(member.id));
    expect(personPageOf("teachers", "Nobody In The Team")).toBe("/teachers/nobody%20in%20the%20team");
  });

  it("keeps a media path's folders and encodes each segment", () => {
    expect(mediaUrl("events/fsw25/01 a.jpg")).toBe("/media/events/fsw25/01%20a.jpg");
    expect(mediaUrl("misc/a#b.svg")).toBe("/media/misc/a%23b.svg");
    for (const p of ["events/fsw25/01 a.jpg", "misc/a#b.svg"]) expect(mediaPathOf(mediaUrl(p))).toBe(p);
    expect(mediaPathOf("/add-photo")).toBeNull();
    expect(mediaPathOf("/media/bad%E0")).toBeNull();
  });
});
