// Silhouettes: forró couples, an accordion player, guests on deck.

import { g, line, op, path, shade } from "./core";

/** The leader of a couple (or any man) in silhouette, facing right, feet at y = 0, ~100 units tall. */
function manShape(dx: number, arm: string): string {
  return (
    `<circle cx="${dx - 9}" cy="-89" r="7"/>` +
    `<path d="M${dx - 20},-78Q${dx - 10},-83 ${dx - 1},-79Q${dx + 1},-64 ${dx - 1},-48L${dx - 15},-48Q${dx - 19},-62 ${dx - 20},-78Z"/>` +
    `<path d="M${dx - 15},-49L${dx - 7},-49L${dx - 11},-25L${dx - 16},-3L${dx - 22},-3L${dx - 18},-26ZM${dx - 9},-49L${dx - 1},-49L${dx + 1},-26L${dx + 4},-3L${dx - 2},-3L${dx - 6},-26Z"/>` +
    line(`M${dx - 23},-2h7M${dx - 2},-2h8`, "currentColor", 3.6) +
    line(arm, "currentColor", 5)
  );
}

/** A forró couple in silhouette, about 100 units tall, feet at y = 0. Pose 0: close embrace with
 * joined hands raised; 1: a turn, the follower spinning under the leader's arm; 2: close embrace,
 * joined hands held out at shoulder height. */
export function couple(color: string, pose: number, accent?: string): string {
  const c = `fill="${color}" color="${color}"`;
  if (pose === 1) {
    return g(
      c,
      manShape(-8, "M-10,-76Q-3,-92 4,-108M-25,-74Q-32,-62 -27,-53"),
      `<circle cx="12" cy="-85" r="6.3"/>`,
      `<path d="M15,-90Q25,-95 29,-84Q23,-87 17,-84Z"/>`,
      `<path d="M7,-76Q12,-79 17,-76L16,-61L8,-61Z"/>`,
      `<path d="M8,-63L16,-63Q31,-51 38,-36Q27,-27 12,-26Q-3,-27 -11,-33Q-5,-48 8,-63Z"/>`,
      line("M9,-30L7,-3M15,-30L18,-3", "currentColor", 4.6),
      line("M7,-3h-5M18,-3h5", "currentColor", 3),
      line("M10,-74Q9,-94 4,-108M16,-73Q25,-70 33,-79", "currentColor", 4),
      `<circle cx="4" cy="-109" r="3"/>`,
      accent ? line("M-4,-37Q12,-30 33,-38", accent, 1.8, op(0.55)) : "",
    );
  }
  const up = pose === 0;
  return g(
    c,
    manShape(0, up ? "M-3,-74Q4,-66 10,-67M-6,-78Q-6,-94 0,-104" : "M-3,-74Q4,-66 10,-67M-17,-75Q-26,-70 -30,-81"),
    `<circle cx="8" cy="-86" r="6.3"/>`,
    `<path d="M11,-91Q21,-95 25,-83Q19,-86 13,-85Z"/>`,
    `<path d="M2,-76Q8,-80 14,-76Q13,-68 12,-62L4,-62Q2,-68 2,-76Z"/>`,
    `<path d="M3,-63L13,-63Q22,-48 31,-33Q17,-26 -2,-31Q0,-46 3,-63Z"/>`,
    line("M6,-32L4,-3M13,-32L19,-4", "currentColor", 4.6),
    line("M4,-3h-5M19,-4h5", "currentColor", 3),
    line(up ? "M6,-75Q7,-92 0,-104" : "M4,-74Q-10,-75 -30,-81", "currentColor", 4),
    up ? `<circle cx="0" cy="-105" r="3"/>` : `<circle cx="-30" cy="-82" r="3"/>`,
    accent ? line("M4,-44Q17,-40 28,-35", accent, 1.8, op(0.55)) : "",
  );
}

/** Standing musician with an accordion (sanfona), 100 units tall, feet at 0. */
export function accordionist(color: string, bellows: string, keys: string): string {
  return (
    g(
      `fill="${color}" color="${color}"`,
      `<circle cx="0" cy="-89" r="7"/>`,
      `<path d="M-8,-92Q-8,-103 0,-103Q8,-103 8,-92ZM-16,-93Q0,-96 16,-93Q17,-90 14,-90L-14,-90Q-17,-90 -16,-93Z"/>`,
      `<path d="M-11,-78Q0,-83 11,-78Q13,-63 10,-48L-10,-48Q-13,-63 -11,-78Z"/>`,
      `<path d="M-10,-49L-2,-49L-4,-25L-6,-3L-12,-3L-11,-26ZM2,-49L10,-49L11,-26L12,-3L6,-3L4,-25Z"/>`,
      line("M-12,-2h-6M12,-2h6", "currentColor", 3.6),
    ) +
    path("M-16,-74L16,-74L16,-53L-16,-53Z", color) +
    path("M-12,-73L12,-73L12,-54L-12,-54Z", bellows) +
    line("M-8,-73V-54M-4,-73V-54M0,-73V-54M4,-73V-54M8,-73V-54", shade(bellows, 0.45), 1) +
    path("M-18,-75L-13,-75L-13,-52L-18,-52Z", keys) +
    line("M-18,-71h4M-18,-67h4M-18,-63h4M-18,-59h4", color, 0.9) +
    line("M-9,-78Q-18,-70 -17,-62M10,-78Q19,-69 17,-62", color, 5)
  );
}

/** Simple standing figure silhouette (guest on deck). */
export function figure(color: string, armUp = false): string {
  return g(
    `fill="${color}" color="${color}"`,
    `<circle cx="0" cy="-89" r="7"/>`,
    `<path d="M-11,-78Q0,-83 11,-78Q13,-63 10,-48L-10,-48Q-13,-63 -11,-78Z"/>`,
    `<path d="M-10,-49L-2,-49L-4,-25L-6,-3L-12,-3L-11,-26ZM2,-49L10,-49L11,-26L12,-3L6,-3L4,-25Z"/>`,
    line(
      armUp ? "M9,-76Q16,-92 12,-106M-9,-76Q-14,-64 -12,-52" : "M9,-76Q14,-64 12,-52M-9,-76Q-14,-64 -12,-52",
      "currentColor",
      5,
    ),
  );
}
