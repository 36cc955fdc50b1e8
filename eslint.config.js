import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * A folder may not import from the ones it serves: the site (src/) from the build, the server,
 * the tools or the tests; the build from the server, the tools or the tests; the server from the
 * tools or the tests. Unit tests, which run in Node beside the code, may use the tests' fixtures.
 */
const LAYERS = [
  { files: ["src/**"], outside: ["pipeline", "server", "tools", "tests"] },
  { files: ["pipeline/**"], outside: ["server", "tools", "tests"] },
  { files: ["server/**"], outside: ["tools", "tests"] },
  { files: ["editor/**"], outside: ["tools", "tests"] },
];

// Components, and the browser code beside them, get the content as props from their route's loader, which
// runs only while the site is prerendered; importing it would ship it to every phone. Their types come from
// src/site/index.ts.
const CONTENT = {
  regex: "^(\\.\\./)+(content|site)/.+$",
  message: "Take the content as props from the route's loader, and its types from src/site (src/site/index.ts).",
};
// A route's loader reads the site made from the content (src/site/), which checked it and picks each page's slice.
const SITE_NOT_CONTENT = {
  regex: "^\\.{1,2}/(\\.\\./)*content/",
  message: "Read the content through src/site: makeSite checks it, and a page's slice there picks what it shows.",
};
const ROUTES = ["src/routes/**", "src/root.tsx"];
const COMPONENTS = [
  "src/classic/**",
  "src/gamer/**",
  "src/invitation/**",
  "src/landing/**",
  "src/private/**",
  "src/text/**",
  "src/ui/**",
];

function importsPointOneWay() {
  const restrict = (files, patterns) => ({
    files,
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] },
  });
  return LAYERS.flatMap(({ files, outside }) => {
    const layer = {
      regex: `^(\\.\\./)+(${outside.join("|")})(/|$)`,
      message: `${files[0].slice(0, -3)}/ may not import from ${outside.join(", ")}: imports point from the tests and tools to the server, the build and the site, never back.`,
    };
    // A later block replaces an earlier one's options for the same rule, so components get both.
    return files[0] === "src/**"
      ? [restrict(files, [layer]), restrict(COMPONENTS, [layer, CONTENT]), restrict(ROUTES, [layer, SITE_NOT_CONTENT])]
      : [restrict(files, [layer])];
  });
}

export default tseslint.config(
  {
    ignores: [
      "build",
      "build-private",
      ".build-next*",
      ".build-private-next*",
      ".react-router",
      ".generated",
      "node_modules",
      "test-results",
      "playwright-report",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    // `const { left, ...kept } = value` is how a field is left out of a copy.
    rules: { "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }] },
  },
  ...importsPointOneWay(),
);
