import type { FastifyInstance } from 'fastify';

export async function registerProfileRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
