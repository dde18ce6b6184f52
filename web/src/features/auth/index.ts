// Signing in: the session every page reads, and its calls. A feature is entered through its
// index.ts (docs/architecture.md#the-web-app); its pages are lazy chunks loaded by routes.tsx.
export { authApi } from './api.ts';
export { authPath, returnedFromLogin } from './return-path.ts';
export { AuthProvider, useAuth } from './use-auth.tsx';
