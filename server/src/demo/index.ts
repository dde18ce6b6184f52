// Demo mode's pieces, loaded only in demo mode: the devnode (gRPC server, BOLT11 signing,
// a simulated chain) is never imported by a server running on a real node.
export { startDemoNode } from './demo-node.ts';
export { devRoutes, simulatePayment } from './dev-routes.ts';
export { seedDemoRaffles } from './demo-seed.ts';
