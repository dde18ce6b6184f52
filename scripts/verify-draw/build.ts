// node scripts/verify-draw/build.ts → rewrites scripts/verify-draw.mjs (commit the result).
import { chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { BUNDLE_FILE, bundleVerifyDraw, REPO_ROOT } from './bundle.ts';

await bundleVerifyDraw(BUNDLE_FILE);
await chmod(join(REPO_ROOT, BUNDLE_FILE), 0o755);
console.log(`${BUNDLE_FILE} escrito`);
