// The baseline of the GET /api/rifa benchmark: a bare node:http server answering every
// request with the same JSON bytes the app returned. Usage: node bare-server.ts <body.json>
// (prints its port on stdout).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const body = fs.readFileSync(process.argv[2] ?? '');
const server = http.createServer((_req, res) => {
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
  });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(`port ${(server.address() as AddressInfo).port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
