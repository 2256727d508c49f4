import { z } from "zod";

/**
 * A query parameter that is a whole number from 1 to `max` (a page, a page size): written as digits ("1e1", "0x10"
 * and "+2" are not), or a number already; any other value, however large, gets the one message naming the range.
 */
export const wholeFrom1To = (max: number) => {
  const message = `Must be a whole number from 1 to ${max}`;
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => (typeof value === "number" ? value : /^\d+$/.test(value) ? Number(value) : Number.NaN))
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= max, message);
};
