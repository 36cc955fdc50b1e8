import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build", ".build-next*", ".react-router", "node_modules", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    // Components get the content as props from their route's loader, which runs
    // only while the site is prerendered; importing it would ship it to every phone.
    files: ["src/classic/**", "src/gamer/**", "src/ui/**"],
    // A unit test runs in Node, where it may build a day or a schema to test a component with.
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./content/(wedding|.*\\.server)$",
              allowTypeImports: true,
              message: "Take the content as props from the route's loader; import only types from src/content.",
            },
          ],
        },
      ],
    },
  },
);
