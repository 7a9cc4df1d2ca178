import { z } from 'zod';

/** The success envelope around a route's content, for validation of answers and for the document. */
export function envelope<T extends z.ZodType>(content: T) {
  return z.object({ code: z.literal(200), message: z.string(), content });
}

export function ok<T>(content: T, message = 'Success') {
  return { code: 200 as const, message, content };
}
