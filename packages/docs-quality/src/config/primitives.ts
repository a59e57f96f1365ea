/** Value kinds the config's sections share. */
import { z } from 'zod';

/** A JavaScript regular expression, written as a string (JSON has no regex literal). */
export const pattern = z.string().refine(
  (source) => {
    try {
      new RegExp(source);
      return true;
    } catch {
      return false;
    }
  },
  { message: 'is not a valid regular expression' },
);
export const sitePath = z.string().startsWith('/', { message: 'must start with /' });
export const positive = z.number().positive();
export const score = z.number().min(0).max(100);
export const milliseconds = z.number().int().positive();

