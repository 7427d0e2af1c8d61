// Times of day: each mood sets the colours of sky, sea, land, sails and silhouettes.

import { C, type Stop } from "./core";

export type Time = "dawn" | "day" | "golden" | "sunset" | "dusk" | "night";

export interface Mood {
  time: Time;
  sky: Stop[];
  sea: Stop[];
  sun: string;
  glow: string;
  glowA: number;
  far: string;
  mid: string;
  near: string;
  /** Wooded hills near the water. */
  veg: string;
  silh: string;
  wave: string;
  waveA: number;
  cloud: string;
  cloudShade: string;
  cloudA: number;
  sail: string;
  sailShade: string;
  hull: string;
  stripe: string;
  shine: string;
  dark: boolean;
  stars: boolean;
  moon: boolean;
}

export const MOODS: Record<Time, Mood> = {
  day: {
    time: "day",
    sky: [
      [0, "#2a84ad"],
      [0.55, "#86cfdb"],
      [1, "#e8f6f1"],
    ],
    sea: [
      [0, "#5fc4cf"],
      [0.22, "#2b98a8"],
      [1, "#0c4b62"],
    ],
    sun: C.cream,
    glow: "#fff4d8",
    glowA: 0.55,
    far: "#8cbfc4",
    mid: "#4f9792",
    near: "#276b6a",
    veg: "#4a8f7a",
    silh: C.navy,
    wave: C.cream,
    waveA: 0.4,
    cloud: C.cream,
    cloudShade: "#cde7ea",
    cloudA: 0.95,
    sail: C.cream,
    sailShade: "#dcd3c3",
    hull: C.cream,
    stripe: C.navy,
    shine: C.cream,
    dark: false,
    stars: false,
    moon: false,
  },
  golden: {
    time: "golden",
    sky: [
      [0, "#24507a"],
      [0.45, "#8194a3"],
      [0.78, "#f1c27c"],
      [1, "#fbe2b2"],
    ],
    sea: [
      [0, "#e6b56f"],
      [0.1, "#7d949a"],
      [0.45, "#1f5f76"],
      [1, "#0b2a4a"],
    ],
    sun: "#fde19a",
    glow: C.sun,
    glowA: 0.55,
    far: "#c39a8f",
    mid: "#8f7079",
    near: "#4b4a5f",
    veg: "#7f8a5c",
    silh: C.ink,
    wave: "#ffe0a3",
    waveA: 0.38,
    cloud: "#fde6c2",
    cloudShade: "#e8a584",
    cloudA: 0.9,
    sail: "#fff3dc",
    sailShade: "#efc096",
    hull: C.sand,
    stripe: C.navy,
    shine: "#ffd874",
    dark: false,
    stars: false,
    moon: false,
  },
  sunset: {
    time: "sunset",
    sky: [
      [0, "#1a2547"],
      [0.32, "#4d3560"],
      [0.62, "#c64f5f"],
      [0.84, "#f27a4a"],
      [1, "#f9c46b"],
    ],
    sea: [
      [0, "#f19a55"],
      [0.07, "#b0566a"],
      [0.45, "#3f2c55"],
      [1, C.ink],
    ],
    sun: "#fde3a0",
    glow: C.sun,
    glowA: 0.7,
    far: "#9a4d6a",
    mid: "#6a3a62",
    near: "#3a2a52",
    veg: "#5a3558",
    silh: C.ink,
    wave: C.sun,
    waveA: 0.32,
    cloud: "#f58a6a",
    cloudShade: "#7a3d63",
    cloudA: 0.85,
    sail: "#fcd7a8",
    sailShade: "#e2806c",
    hull: "#1f1e3d",
    stripe: C.coral,
    shine: "#fcd27a",
    dark: true,
    stars: false,
    moon: false,
  },
  dusk: {
    time: "dusk",
    sky: [
      [0, C.navy],
      [0.45, "#24597e"],
      [0.78, "#c98a95"],
      [1, "#f5b98f"],
    ],
    sea: [
      [0, "#d8a095"],
      [0.1, "#4d6f8c"],
      [0.5, "#173f60"],
      [1, C.navy],
    ],
    sun: "#f8c89a",
    glow: C.coral,
    glowA: 0.35,
    far: "#51708f",
    mid: "#334f70",
    near: "#1c3352",
    veg: "#2f4a63",
    silh: "#0b1a33",
    wave: "#f5b98f",
    waveA: 0.26,
    cloud: "#e4a3a2",
    cloudShade: "#3d5b7f",
    cloudA: 0.75,
    sail: "#e7dfe4",
    sailShade: "#a3a5bf",
    hull: "#1c2c4a",
    stripe: C.coral,
    shine: "#f8c89a",
    dark: true,
    stars: false,
    moon: false,
  },
  night: {
    time: "night",
    sky: [
      [0, "#050b18"],
      [0.55, C.navy],
      [1, "#1b4d70"],
    ],
    sea: [
      [0, "#1e4e72"],
      [0.3, "#0f2f4f"],
      [1, "#050b18"],
    ],
    sun: C.cream,
    glow: C.aqua,
    glowA: 0.16,
    far: "#173a5a",
    mid: "#10304d",
    near: "#0a2038",
    veg: "#0f2d47",
    silh: "#050b18",
    wave: "#9fdde6",
    waveA: 0.2,
    cloud: "#2a4f73",
    cloudShade: C.navy,
    cloudA: 0.55,
    sail: "#c9d9e6",
    sailShade: "#7d98b3",
    hull: "#0d1f36",
    stripe: C.aqua,
    shine: C.cream,
    dark: true,
    stars: true,
    moon: true,
  },
  dawn: {
    time: "dawn",
    sky: [
      [0, "#35628c"],
      [0.5, "#b7a3bb"],
      [0.8, "#f6bfa3"],
      [1, "#fde6cc"],
    ],
    sea: [
      [0, "#f3c6a6"],
      [0.12, "#9aa6b8"],
      [0.5, "#3d6d8c"],
      [1, "#143a5c"],
    ],
    sun: "#fff1d6",
    glow: "#f7a58a",
    glowA: 0.5,
    far: "#a99cb4",
    mid: "#7a7f9e",
    near: "#4a5677",
    veg: "#6f7f8a",
    silh: "#1d2a4a",
    wave: "#fde6cc",
    waveA: 0.32,
    cloud: "#fbd4c2",
    cloudShade: "#b98ea6",
    cloudA: 0.85,
    sail: "#fff6ea",
    sailShade: "#e3c9c0",
    hull: "#f4ece6",
    stripe: C.sea,
    shine: "#fff1d6",
    dark: false,
    stars: false,
    moon: false,
  },
};
