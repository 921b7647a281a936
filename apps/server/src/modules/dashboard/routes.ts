import type { FastifyInstance } from 'fastify';

export async function registerDashboardRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
