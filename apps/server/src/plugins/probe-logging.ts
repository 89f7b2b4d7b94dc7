/**
 * Request log lines, with health checks and metric scrapes at debug: a load balancer polls every
 * few seconds, and at info its lines would bury the requests people make. A probe answered with
 * anything but success (a 503, a refused token) still writes its completed line at info.
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export class ProbesAtDebug extends LogController {
  constructor(private readonly probeRoutes: ReadonlySet<string>) {
    super();
  }

  private isProbe(request: FastifyRequest): boolean {
    return this.probeRoutes.has(request.routeOptions?.url ?? '');
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (this.isProbe(request)) request.log.debug({ req: request }, 'incoming request');
    else super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // A probe answered other than 2xx (a 503, a refused token) is written as any request's is.
    if (!error && reply.statusCode < 300 && this.isProbe(request)) {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    } else super.requestCompleted(error, request, reply);
  }
}
