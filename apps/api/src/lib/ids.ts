const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive from URLs; one that is not even a UUID is simply not found (404), never a database error. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
