// Lets Node 24 run the project's TypeScript directly (for `npm run seed` and the start-up
// database preparation): Node strips the types itself; this hook only adds what Vite adds,
// resolving extensionless relative imports to `.ts` files and folders to `index.ts`.
import { existsSync, statSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const candidates = ['.ts', '/index.ts'];

registerHooks({
  resolve(specifier, context, nextResolve) {
    if ((specifier.startsWith('./') || specifier.startsWith('../')) && context.parentURL?.startsWith('file:')) {
      const base = new URL(specifier, context.parentURL);
      const path = fileURLToPath(base);
      if (!existsSync(path) || statSync(path).isDirectory()) {
        for (const suffix of candidates) {
          if (existsSync(path + suffix)) return nextResolve(base.href + suffix, context);
        }
      }
    }
    return nextResolve(specifier, context);
  },
});
