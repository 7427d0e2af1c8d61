// @ts-check
// `npm run dev` writes a development build into build/, which fails on every page in production
// (`jsxDEV is not a function`): refused at start-up with what to do instead.

/**
 * Null when it can be served.
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
 * @param {{ mode?: string }} build
 * @param {string} nodeEnv
 */
export function refuseMismatchedBuild(build, nodeEnv) {
  const problem = buildModeProblem(build, nodeEnv);
  if (problem === null) return;
  console.error(problem);
  process.exit(1);
}
