import type { FastifyInstance } from 'fastify';

/** Artist and label preferences, label artists and collaborators. */
export async function registerPreferenceRoutes(_root: FastifyInstance): Promise<void> {
  // Filled in below.
}
