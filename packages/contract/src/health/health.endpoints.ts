import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';

export const healthEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    auth: { kind: 'public' },
    domain: 'health',
    summary: 'Liveness and which database engine serves this process',
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgresql']) }),
  }),
};
