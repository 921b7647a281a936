import type { FastifyInstance } from 'fastify';

export async function registerSubscriptionRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
