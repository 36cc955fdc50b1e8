/**
 * The form's fields, from the one schema the build checks the content with: zod's JSON Schema of what the
 * couple writes, its texts in the site's languages and the site's own words marked (src/content/schema-marks.ts),
 * each field's help its description.
 */
import { z } from "zod";
import { createContentSchema } from "../src/content/schema.server";
import type { FieldSchema } from "./form-fields";

export function contentFormSchema(): FieldSchema {
  const schema = createContentSchema({ photoFiles: null, languages: null });
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as FieldSchema;
}
