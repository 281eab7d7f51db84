const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A posted id that is not a UUID names nothing, and must not reach the database as one. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
