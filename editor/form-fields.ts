/** A field of the content's form, as the JSON Schema of what the couple writes describes it (./form-schema.ts). */
import { LOCAL_TEXT, PLACE, SITE_WORDS } from "../src/content/schema-marks";

export type FieldSchema = {
  type?: string;
  title?: string;
  description?: string;
  examples?: unknown[];
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
};

export { LOCAL_TEXT, PLACE, SITE_WORDS };
