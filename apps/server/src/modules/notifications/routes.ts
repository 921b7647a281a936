import type { FastifyInstance } from 'fastify';

export async function registerNotificationRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
