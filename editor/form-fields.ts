/** A field of the content's form, as the JSON Schema of what the couple writes describes it (./form-schema.ts). */
import { CLOCK_TIME, DATE, LANGUAGE, LOCAL_TEXT, PLACE, SITE_WORDS, TIME_ZONE } from "../src/content/schema-marks";

export type FieldSchema = {
  type?: string;
  title?: string;
  description?: string;
  examples?: unknown[];
  /** What the site takes when the field is left out: the form shows it, and leaves the field out when it is chosen. */
  default?: unknown;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  additionalProperties?: FieldSchema | boolean;
  items?: FieldSchema;
  oneOf?: FieldSchema[];
  enum?: (string | number)[];
  const?: string | number | boolean;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  [LOCAL_TEXT]?: boolean;
  [SITE_WORDS]?: boolean;
  [PLACE]?: boolean;
  [LANGUAGE]?: string[];
  [TIME_ZONE]?: boolean;
  [DATE]?: boolean;
  [CLOCK_TIME]?: boolean;
};

export { CLOCK_TIME, DATE, LANGUAGE, LOCAL_TEXT, PLACE, SITE_WORDS, TIME_ZONE };
