// The start-up floor (bench/start-up.ts): a bare Node HTTP server answering one route, as NeuroNest's health check
// is asked, on the port and host it is given.
import { createServer } from 'node:http';

const server = createServer((request, response) => {
  const health = request.url === '/api/health';
  response.writeHead(health ? 200 : 404, { 'content-type': 'application/json' });
  response.end(health ? '{"status":"ok"}' : '{}');
});
server.listen(Number(process.env.PORT), process.env.HOST ?? 'localhost');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
