/**
 * The constraint a PostgreSQL unique violation (SQLSTATE 23505) names, or null for any other
 * error. Drizzle wraps the driver's error in `cause`; PGlite and pg both carry code and constraint.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  const seen = new Set<unknown>();
  for (
    let current: unknown = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if (seen.has(current)) break;
    seen.add(current);
    const candidate = current as { code?: unknown; constraint?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
  }
  return null;
}

/** Whether the error is a unique violation (of `constraint`, when named). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const violated = violatedUniqueConstraint(error);
  return violated !== null && (constraint === undefined || violated === constraint);
}
