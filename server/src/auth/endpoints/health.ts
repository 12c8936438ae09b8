import type { FastifyInstance } from 'fastify';

/** GET /health: GoTrue's answer, for clients that check the service is up. */
export function healthEndpoint(app: FastifyInstance) {
  app.get('/health', async () => ({
    version: 'ecotours',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  }));
}
