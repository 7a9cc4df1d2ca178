import { type EndpointDefinition, fillPath, pathParamNames } from '@raktsetu/contract';
import type { Caller } from '../test/callers.js';

export const keyOf = (definition: EndpointDefinition) => `${definition.method} ${definition.path}`;

/** The fields of an object schema, or of every member of a union of them (a discriminated body). */
export function fieldsOf(schema: unknown): string[] {
  const { shape, options } = (schema ?? {}) as { shape?: Record<string, unknown>; options?: unknown[] };
  if (shape) return Object.keys(shape);
  return options ? [...new Set(options.flatMap(fieldsOf))] : [];
}

/** The endpoint's path with every parameter filled by a placeholder: enough to reach its guard. */
export function placeholderPath(definition: EndpointDefinition): string {
  const params = Object.fromEntries(pathParamNames(definition.path).map((name) => [name, 'placeholder']));
  return fillPath(definition.path, params);
}

/** Calls an endpoint with no input at all, as a client that knows only its address would. */
export function bare(caller: Caller, definition: EndpointDefinition) {
  return caller.send(
    definition.method,
    placeholderPath(definition),
    definition.method === 'POST' ? {} : undefined,
  );
}

/** Which kind of signed-in caller an endpoint is for (null: anyone, signed in or not). */
export function callerKindFor(definition: EndpointDefinition): 'institution' | 'admin' | 'person' | null {
  const { auth } = definition;
  if (auth.kind === 'institution' || auth.kind === 'signedIn') return 'institution';
  if (auth.kind === 'admin') return 'admin';
  if (auth.kind === 'person') return 'person';
  return null;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
