// @ts-check
// `npm run dev` (remix dev) writes a development build into the same build/ folder that `npm start`
// serves. Served in production mode it fails on every page (`jsxDEV is not a function`), so the
// server refuses it at start-up and says what to do instead.

/**
 * The reason this build cannot be served in this mode, or null when it can.
 * @param {{ mode?: string }} build the server build (Remix puts the mode it was built in on it)
 * @param {string} nodeEnv
 * @returns {string | null}
 */
export function buildModeProblem(build, nodeEnv) {
  if (nodeEnv !== "production" || build.mode === "production") return null;
  return [
    `build/ holds a ${build.mode ?? "development"} build (left there by \`npm run dev\`), which cannot serve in production.`,
    "Run `npm run build`, then `npm start` again.",
  ].join("\n");
}

/**
 * Stops the process with the reason when the build does not fit the mode.
 * @param {{ mode?: string }} build
 * @param {string} nodeEnv
 */
export function refuseMismatchedBuild(build, nodeEnv) {
  const problem = buildModeProblem(build, nodeEnv);
  if (problem === null) return;
  console.error(problem);
  process.exit(1);
}
