// Lets Node 24 run the project's TypeScript directly (for `npm run seed` and the start-up
// database preparation): Node strips the types itself; this hook only adds what Vite adds,
// resolving extensionless relative imports to `.ts` files and folders to `index.ts`.
import { existsSync, statSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const candidates = ['.ts', '/index.ts'];
// A specifier that names a JavaScript file is taken as it is: the built server's chunks import
// their pages this way on every request, and the file checks below would cost each of them two
// system calls.
const javaScriptFile = /\.[cm]?js$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    if (relative && !javaScriptFile.test(specifier) && context.parentURL?.startsWith('file:')) {
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
