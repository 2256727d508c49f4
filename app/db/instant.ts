import { z } from "zod";

// A timestamptz column as the pool reads it (Slonik's type parser): milliseconds since the epoch. Row schemas type
// every such column with this one schema, so what writes whole rows (the seed) knows which fields are times.

export const Instant = z.number();

/** Whether a row schema's field is a time (Instant, or Instant or null). */
export function isInstant(field: z.ZodType): boolean {
  return (field instanceof z.ZodNullable ? field.unwrap() : field) === Instant;
}
