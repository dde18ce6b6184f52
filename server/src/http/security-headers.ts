// helmet with a strict CSP: no inline scripts, no third-party origins (Tor users), and no
// HTTPS upgrades or HSTS, because operators reach the app over plain http on the LAN
// (umbrel.local) and over .onion, where TLS is not used.
import helmet from 'helmet';

export const securityHeaders = () =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with style attributes; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
      },
    },
    // The legacy header says what frame-ancestors 'none' says (helmet's default is SAMEORIGIN).
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
